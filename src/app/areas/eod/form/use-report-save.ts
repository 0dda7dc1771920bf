import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { EodReportBody } from '../../../../domain/eod';
import { ApiError } from '../../../api/api-error';
import { eodApi } from '../../../api/eod';
import { formatBusinessDate } from '../../../components/business-date';
import { notifySuccess } from '../../../components/notify';
import { showServerErrors } from '../../../components/schema-form';
import { errorMessage } from '../../../components/error-message';
import { reportsKey } from '../eod-keys';
import type { EodViewInfo } from '../eod-views';
import { reportData, type ReportFormValues } from './report-values';

type Attempt = { data: EodReportBody['data']; idempotencyKey: string };

// A request that may never have reached the server, or found it busy, is sent again as the same attempt.
const unanswered = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Creates the report. Each press of Save is one attempt with one Idempotency-Key, kept for its
 * automatic retries, so a lost answer never makes a second report. A refusal (a day that already
 * has its report, 409) is said in the dialog, beside Save; created, the list is marked stale and
 * the new report opens, since its figures are what the person came for.
 */
export const useReportSave = (form: UseFormReturnType<ReportFormValues>, info: EodViewInfo) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ data, idempotencyKey }: Attempt) => eodApi.create(info.kind, data, idempotencyKey),
    retry: (failures, error) => failures < 2 && unanswered(error),
    retryDelay: 1000,
    onSuccess: (report) => {
      void queryClient.invalidateQueries({ queryKey: reportsKey(info.kind) });
      notifySuccess(`The report for ${formatBusinessDate(report.date)} was created.`);
      void navigate(info.detailPath(report.id));
    },
    onError: (error) => {
      showServerErrors(form, error);
      setRefusal(errorMessage(error));
    },
  });
  const submit = form.onSubmit((values) => {
    setRefusal(null);
    mutation.mutate({ data: reportData(values), idempotencyKey: crypto.randomUUID() });
  });
  return { submit, pending: mutation.isPending, refusal };
};
