import { useInfiniteQuery } from '@tanstack/react-query';
import { shipmentsApi } from '../../../api/shipments';
import { shipmentsListKey } from '../shipment-keys';

/**
 * The shipments list, newest first, a page of 20 at a time: Load More appends the next page to
 * those shown (finance spec §2) rather than replacing them; a new search starts again at page 1.
 */
export const useShipmentsList = (search: string) => {
  const query = useInfiniteQuery({
    queryKey: shipmentsListKey(search),
    queryFn: ({ pageParam }) => shipmentsApi.list({ page: pageParam, search }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
  return {
    rows: query.data?.pages.flatMap((page) => page.data) ?? [],
    total: query.data?.pages.at(-1)?.meta.total ?? null,
    isPending: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
};
