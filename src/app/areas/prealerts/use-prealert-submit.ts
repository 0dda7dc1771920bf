import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zPrealertBody, type PrealertBody, type PrealertFormValues } from '../../../domain/prealerts';
import { ApiError } from '../../api/api-error';
import { prealertsApi } from '../../api/prealerts';
import { notifyError, notifySuccess } from '../../components/notify';
import { showServerErrors } from '../../components/schema-form';
import { errorMessage } from '../../components/error-message';
import { prealertsKey } from './prealert-keys';

type Attempt = { body: PrealertBody; file: File | null; idempotencyKey: string };

// A request that may never have reached the server, or found it busy, is sent again as the same attempt.
const unanswered = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Files the prealert with its invoice. Each press of the button is one attempt with one
 * Idempotency-Key, kept for its automatic retries, so a lost answer never files it twice. Filed,
 * the list refreshes and a snackbar says so; refused, the server's field errors go on the form
 * (the file's on the file picker).
 */
export const usePrealertSubmit = (customerId: number, form: UseFormReturnType<PrealertFormValues>, file: File | null, onDone: () => void) => {
  const queryClient = useQueryClient();
  const [fileError, setFileError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (attempt: Attempt) => prealertsApi.file(customerId, attempt.body, attempt.file, attempt.idempotencyKey),
    retry: (failures, error) => failures < 2 && unanswered(error),
    retryDelay: 1000,
    onSuccess: (prealert) => {
      void queryClient.invalidateQueries({ queryKey: prealertsKey });
      notifySuccess(`We will look out for ${prealert.tracking_number}.`);
      onDone();
    },
    onError: (error) => {
      showServerErrors(form, error);
      setFileError(error instanceof ApiError ? (error.fields.file ?? null) : null);
      notifyError(errorMessage(error));
    },
  });
  const submit = form.onSubmit((values) => {
    setFileError(null);
    mutation.mutate({ body: zPrealertBody.parse(values), file, idempotencyKey: crypto.randomUUID() });
  });
  return { submit, pending: mutation.isPending, fileError, clearFileError: () => setFileError(null) };
};
