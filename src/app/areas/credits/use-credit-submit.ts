import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { zCreditForm, type CreditBody, type CreditFormValues } from '../../../domain/credits';
import { ApiError } from '../../api/api-error';
import { creditsApi } from '../../api/credits';
import { notifyError, notifySuccess } from '../../components/notify';
import { showServerErrors } from '../../components/schema-form';
import { errorMessage } from '../../components/error-message';
import { creditKey, creditsKey } from './credit-keys';
import { openReceiptTab, type ReceiptTab } from './receipt-tab';

type Attempt = { body: CreditBody; idempotencyKey: string; tab: ReceiptTab };

// A request that may never have reached the server, or found it busy, is sent again as the same attempt.
const unanswered = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Records the payment. Each press of Submit is one attempt with one Idempotency-Key, kept for its
 * automatic retries, so a lost answer never records the purchase twice. Recorded, the receipt opens
 * in the tab opened by the press (in this one when the browser blocked it), the list refreshes and
 * a snackbar says so; refused, the tab closes and the server's field errors go on the form.
 */
export const useCreditSubmit = (form: UseFormReturnType<CreditFormValues>, onDone: () => void) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ body, idempotencyKey }: Attempt) => creditsApi.create(body, idempotencyKey),
    retry: (failures, error) => failures < 2 && unanswered(error),
    retryDelay: 1000,
    onSuccess: (credit, { tab }) => {
      const receipt = `/credits/${credit.id}`;
      queryClient.setQueryData(creditKey(credit.id), credit);
      void queryClient.invalidateQueries({ queryKey: creditsKey });
      if (tab) tab.show(receipt);
      else void navigate(receipt);
      notifySuccess(`CC payment #${credit.id} was recorded.`);
      onDone();
    },
    onError: (error, { tab }) => {
      tab?.close();
      showServerErrors(form, error);
      notifyError(errorMessage(error));
    },
  });
  const submit = form.onSubmit((values) => {
    const tab = openReceiptTab();
    mutation.mutate({ body: zCreditForm.parse(values), idempotencyKey: crypto.randomUUID(), tab });
  });
  return { submit, pending: mutation.isPending };
};
