import type { OrderFilters } from '../../../api/orders';
import { filterShippingMethods, type FilterShippingMethod } from '../../../../domain/shipping-methods';
import { useUrlListState } from '../../../components/use-url-list-state';

export type FilterValues = Required<Omit<OrderFilters, 'page' | 'search' | 'direction'>>;

const filterNames = ['method', 'start', 'end', 'location', 'checkpoint'] as const;

const idOf = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);
const methodOf = (value: string | null) => (filterShippingMethods as readonly string[]).includes(value ?? '') ? (value as FilterShippingMethod) : null;
const dateOf = (value: string | null) => (value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/**
 * The orders list's search, filters and page, kept in the address (useUrlListState): Back from an
 * order and a shared link show the list as it was. A value that does not read (an edited address)
 * counts as no filter.
 */
export const useOrderFilters = () => {
  const state = useUrlListState(filterNames, { column: 'created', direction: 'desc' });
  const filters: FilterValues = {
    method: methodOf(state.filters.method),
    start: dateOf(state.filters.start),
    end: dateOf(state.filters.end),
    location: idOf(state.filters.location),
    checkpoint: idOf(state.filters.checkpoint),
  };
  return {
    search: state.search,
    setSearch: state.setSearch,
    filters,
    setFilter: <K extends keyof FilterValues>(name: K, value: FilterValues[K]) => state.setFilter(name, value === null ? null : String(value)),
    clear: state.clear,
    page: state.page,
    setPage: state.setPage,
    /** Orders sort by date created only: the one order the list's indexes keep cheap at any size. */
    sort: state.sort,
    setSort: state.setSort,
    query: { page: state.page, search: state.searchKey || undefined, ...filters, direction: state.sort.direction } satisfies OrderFilters,
    /** Whether the user has asked for anything yet: basic users see no list until they do. */
    asked: state.narrowed,
    /** Whether Clear has anything to clear, typed text included. */
    dirty: state.search !== '' || state.narrowed,
  };
};

export type OrderFiltersState = ReturnType<typeof useOrderFilters>;
