import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shipmentsApi } from '../../../api/shipments';
import { useDebouncedSearch } from '../../../components/use-debounced-search';
import { unshippedKey } from '../shipment-keys';

/** Packages waiting for a shipment, 50 a page, narrowed once typing pauses; a new search starts at page 1. */
export const useUnshippedPackages = () => {
  const [search, setSearch, key] = useDebouncedSearch();
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const query = useQuery({
    queryKey: unshippedKey(key, page),
    queryFn: () => shipmentsApi.unshipped({ search: key, page }),
    placeholderData: keepPreviousData,
  });
  return { search, setSearch, key, page, setPage: (next: number) => setPaging({ key, page: next }), query };
};
