import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EodKind } from '../../../../domain/eod';
import { eodApi } from '../../../api/eod';
import { reportsPageKey } from '../eod-keys';

/** One page of 20 reports of a kind, newest date first; the page shown stays while the next one loads. */
export const useEodReports = (kind: EodKind, page: number) =>
  useQuery({ queryKey: reportsPageKey(kind, page), queryFn: () => eodApi.reports(kind, page), placeholderData: keepPreviousData });
