import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { prealertsApi } from '../../api/prealerts';
import { customerPrealertsKey, openPrealertsKey, prealertKey } from './prealert-keys';

/** One page of a customer's prealerts; the page shown stays while the next one loads. */
export const useCustomerPrealerts = (customerId: number, page: number) =>
  useQuery({ queryKey: customerPrealertsKey(customerId, page), queryFn: () => prealertsApi.ofCustomer(customerId, page), placeholderData: keepPreviousData });

/** Staff: a page of the open prealerts a search finds; asked for only while online. */
export const useOpenPrealerts = (search: string, page: number, online: boolean) =>
  useQuery({ queryKey: openPrealertsKey({ search, page }), queryFn: () => prealertsApi.open({ search, page }), placeholderData: keepPreviousData, enabled: online });

/** Staff: the open prealerts under each tracking number, by number (absent while unknown: offline or loading). */
export const usePrealertMatches = (trackingNumbers: readonly string[]) => {
  const results = useQueries({
    queries: trackingNumbers.map((tracking) => ({ queryKey: openPrealertsKey({ tracking }), queryFn: () => prealertsApi.open({ tracking }), staleTime: 30_000 })),
  });
  return new Map(trackingNumbers.flatMap((tracking, i) => (results[i]?.data ? [[tracking, results[i].data.data] as const] : [])));
};

export const usePrealert = (id: number | null) => useQuery({ queryKey: prealertKey(id ?? 0), queryFn: () => prealertsApi.get(id!), enabled: id !== null });
