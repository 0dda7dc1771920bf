import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterShippingMethods } from '../../../domain/shipping-methods';
import type { PackageFilters } from '../../api/packages';
import { useDebouncedSearch } from '../../components/use-debounced-search';

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
const readFilters = (params: URLSearchParams): UrlFilters => ({
  start: day(params.get('start')),
  end: day(params.get('end')),
  method: method(params.get('method')),
  checkpoint: wholeNumber(params.get('checkpoint'), 1),
  minDays: wholeNumber(params.get('minDays'), 0),
  reverseCheckpoint: flag(params.get('reverseCheckpoint')),
  reverseMethod: flag(params.get('reverseMethod')),
});

const defined = (filters: UrlFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as UrlFilters;

/**
 * The filters in the address right now. A second click can land before React has rendered the
 * first one's change; building on the rendered filters would then bring a cleared filter back.
 */
const latestFilters = () => defined(readFilters(new URLSearchParams(window.location.search)));

/**
 * Search, filters and page of the packages list. The page belongs to the search and filters it
 * was chosen for: changing either starts again at page 1.
 */
export const usePackageFilters = () => {
  const [params, setParams] = useSearchParams();
  const [search, setSearch, key] = useDebouncedSearch();
  const filters = defined(readFilters(params));
  const [paging, setPaging] = useState({ of: '', page: 1 });
  const signature = JSON.stringify([key, filters]);
  const page = paging.of === signature ? paging.page : 1;

  const replaceFilters = (next: UrlFilters) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(defined(next))) query.set(name, String(value));
    setParams(query, { replace: true });
  };

  return {
    search,
    setSearch,
    filters,
    setFilter: <K extends UrlFilterKey>(name: K, value: UrlFilters[K] | null) => replaceFilters({ ...latestFilters(), [name]: value ?? undefined }),
    /** Clears some filters together, e.g. a method and the "all but" switch that goes with it. */
    clearFilters: (...names: UrlFilterKey[]) =>
      replaceFilters(Object.fromEntries(Object.entries(latestFilters()).filter(([name]) => !names.includes(name as UrlFilterKey)))),
    clear: () => {
      setSearch('');
      replaceFilters({});
    },
    page,
    setPage: (next: number) => setPaging({ of: signature, page: next }),
    query: { ...filters, ...(key ? { search: key } : {}) } satisfies PackageFilters,
    dirty: search !== '' || Object.keys(filters).length > 0,
  };
};

export type PackageFiltersState = ReturnType<typeof usePackageFilters>;
