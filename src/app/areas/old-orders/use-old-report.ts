import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { oldOrdersApi, type OldReportKind } from '../../api/old-orders';

/** Everything under this key goes stale when an order is approved for sale: it leaves both reports. */
export const oldReportsKey = ['old-reports'] as const;

/** One page of a report for a search; the page shown stays while the next one loads. */
export const useOldReport = (kind: OldReportKind, search: string, page: number) =>
  useQuery({
    queryKey: [...oldReportsKey, kind, search, page],
    queryFn: () => oldOrdersApi.page(kind, { page, search }),
    placeholderData: keepPreviousData,
  });
