import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { deliveriesApi } from '../../api/deliveries';
import { useCachedReference } from '../../offline/hooks/use-cached-reference';
import { useOnline } from '../../offline/hooks/use-online';
import { searchDeliveries } from './delivery-search';

const deliveriesKey = ['deliveries'] as const;

/** The page belongs to the search it was chosen for: a new search starts again at page 1. */
const usePageOf = (search: string) => {
  const [paging, setPaging] = useState({ search, page: 1 });
  return [paging.search === search ? paging.page : 1, (page: number) => setPaging({ search, page })] as const;
};

/**
 * The list the screen shows. The first page, unsearched, is the one saved on the device (undelivered
 * first, so today's stops), and online it is fetched fresh. Other pages and searches go to the
 * server; without a connection the saved page is searched here instead.
 */
export const useDeliveriesList = (search: string) => {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [page, setPage] = usePageOf(search);
  const saved = useCachedReference('deliveries-today');
  const live = online && (search !== '' || page > 1);
  const query = useQuery({
    queryKey: [...deliveriesKey, search, page],
    queryFn: () => deliveriesApi.list({ search, page }),
    enabled: live,
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    saved.refresh();
    void queryClient.invalidateQueries({ queryKey: deliveriesKey });
  };
  const unreachable = query.error instanceof ApiError && query.error.status === 0;
  if (live && !unreachable) {
    return {
      rows: query.data?.data ?? [],
      isPending: query.isPending,
      error: query.error,
      isFetching: query.isFetching,
      retry: () => void query.refetch(),
      page,
      setPage,
      lastPage: query.data?.meta.last_page ?? page,
      fetchedAt: null,
      fromDevice: false,
      refresh,
    };
  }
  const fromDevice = !online || unreachable || saved.fetchedAt !== null;
  return {
    rows: searchDeliveries(saved.data?.data ?? [], search),
    isPending: saved.isLoading,
    error: saved.data ? null : saved.error,
    isFetching: saved.isLoading,
    retry: saved.refresh,
    page: 1,
    setPage,
    // Further pages need the server; offline the saved page is all there is.
    lastPage: fromDevice ? 1 : (saved.data?.meta.last_page ?? 1),
    fetchedAt: saved.fetchedAt,
    fromDevice,
    refresh,
  };
};
