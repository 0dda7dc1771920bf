import { useState } from 'react';
import type { OrderFilters } from '../../../api/orders';
import { useDebouncedSearch } from '../../../components/use-debounced-search';

export type FilterValues = Required<Omit<OrderFilters, 'page' | 'search'>>;

const noFilters: FilterValues = { method: null, start: null, end: null, location: null, checkpoint: null };

/**
 * The orders list's search, filters and page. The page belongs to the search and filters it was
 * chosen for: changing either starts again at page 1.
 */
export const useOrderFilters = () => {
  const [search, setSearch, key] = useDebouncedSearch();
  const [filters, setFilters] = useState<FilterValues>(noFilters);
  const [paging, setPaging] = useState({ of: '', page: 1 });
  const signature = JSON.stringify([key, filters]);
  const page = paging.of === signature ? paging.page : 1;
  return {
    search,
    setSearch,
    filters,
    setFilter: <K extends keyof FilterValues>(name: K, value: FilterValues[K]) => setFilters((current) => ({ ...current, [name]: value })),
    clear: () => {
      setSearch('');
      setFilters(noFilters);
    },
    page,
    setPage: (next: number) => setPaging({ of: signature, page: next }),
    query: { page, search: key || undefined, ...filters } satisfies OrderFilters,
    /** Whether the user has asked for anything yet: basic users see no list until they do. */
    asked: key !== '' || Object.values(filters).some((value) => value !== null),
    /** Whether Clear has anything to clear, typed text included. */
    dirty: search !== '' || Object.values(filters).some((value) => value !== null),
  };
};

export type OrderFiltersState = ReturnType<typeof useOrderFilters>;
