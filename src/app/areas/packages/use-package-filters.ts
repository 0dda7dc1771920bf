import { filterShippingMethods } from '../../../domain/shipping-methods';
import type { PackageFilters } from '../../api/packages';
import { useUrlListState } from '../../components/use-url-list-state';

/** The filters kept in the address, so the alert banner's links and the back button open the same list. */
export const urlFilterKeys = ['start', 'end', 'method', 'checkpoint', 'minDays', 'reverseCheckpoint', 'reverseMethod'] as const;
export type UrlFilterKey = (typeof urlFilterKeys)[number];
export type UrlFilters = Omit<PackageFilters, 'search'>;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && isoDay.test(value) ? value : undefined);
const wholeNumber = (value: string | null, min: number) => {
  const number = value === null || value === '' ? NaN : Number(value);
  return Number.isInteger(number) && number >= min ? number : undefined;
};
const flag = (value: string | null) => (value === 'true' || value === '1' ? true : undefined);
const method = (value: string | null) => filterShippingMethods.find((m) => m === value);

/** A hand-edited or stale link with a value the server would refuse is read as no filter. */
const readFilters = (get: (name: UrlFilterKey) => string | null): UrlFilters => ({
  start: day(get('start')),
  end: day(get('end')),
  method: method(get('method')),
  checkpoint: wholeNumber(get('checkpoint'), 1),
  minDays: wholeNumber(get('minDays'), 0),
  reverseCheckpoint: flag(get('reverseCheckpoint')),
  reverseMethod: flag(get('reverseMethod')),
});

const defined = (filters: UrlFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as UrlFilters;

/**
 * Search, filters and page of the packages list, all in the address (useUrlListState), so the
 * alert banner's links, Back from an order and a shared link open the same list.
 */
export const usePackageFilters = () => {
  const state = useUrlListState(urlFilterKeys, { column: 'created', direction: 'desc' });
  const filters = defined(readFilters((name) => state.filters[name]));
  const text = (value: string | number | boolean | null | undefined) => (value === null || value === undefined ? null : String(value));
  return {
    search: state.search,
    setSearch: state.setSearch,
    filters,
    setFilter: <K extends UrlFilterKey>(name: K, value: UrlFilters[K] | null) => state.setFilter(name, text(value)),
    /** Clears some filters together, e.g. a method and the "all but" switch that goes with it. */
    clearFilters: (...names: UrlFilterKey[]) => state.setFilters(Object.fromEntries(names.map((name) => [name, null]))),
    clear: state.clear,
    page: state.page,
    setPage: state.setPage,
    query: { ...filters, ...(state.searchKey ? { search: state.searchKey } : {}) } satisfies PackageFilters,
    dirty: state.search !== '' || Object.keys(filters).length > 0,
  };
};

export type PackageFiltersState = ReturnType<typeof usePackageFilters>;
