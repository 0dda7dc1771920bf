import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { searchDebounceMs } from '../../domain/constants';

export type SortDirection = 'asc' | 'desc';
type Changes = Record<string, string | null>;

/**
 * A list's search, filters, sort and page, kept in the address (?search=&page=&sort=&direction=
 * and one parameter per filter), so Back from a record and a shared link bring the list back as it
 * was. The search box holds what is typed; the address gets the text once typing pauses. Changing
 * the search, a filter or the sort starts again at page 1. Each change replaces the address rather
 * than adding to the history, so Back leaves the list instead of stepping through keystrokes.
 */
export const useUrlListState = <F extends string>(
  filterNames: readonly F[],
  defaultSort: { column: string; direction: SortDirection },
  /** How columns other than the default one sort on their first click, when not A to Z (a rate: highest first). */
  firstDirections: Readonly<Record<string, SortDirection>> = {},
) => {
  const [params, setParams] = useSearchParams();
  const searchKey = params.get('search') ?? '';
  const [search, setSearch] = useState(searchKey);
  const [typed] = useDebouncedValue(search.trim(), searchDebounceMs);

  const update = (changes: Changes) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  // Only a pause in typing moves the search into the address.
  const moveSearch = useEffectEvent((text: string) => {
    if (text !== searchKey) update({ search: text, page: null });
  });
  useEffect(() => moveSearch(typed), [typed]);

  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name)])) as Record<F, string | null>;
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const sortColumn = params.get('sort') ?? defaultSort.column;
  const direction: SortDirection = params.get('direction') === 'asc' || params.get('direction') === 'desc' ? (params.get('direction') as SortDirection) : defaultSort.direction;

  return {
    /** What the search box shows. */
    search,
    setSearch,
    /** The search the list is for: the address's, once typing has paused. */
    searchKey,
    filters,
    setFilter: (name: F, value: string | null) => update({ [name]: value, page: null }),
    /** Several filters at once, e.g. clearing a method with the "all but" switch that goes with it. */
    setFilters: (changes: Partial<Record<F, string | null>>) => update({ ...(changes as Changes), page: null }),
    page,
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
    sort: { column: sortColumn, direction },
    /**
     * A click on a column: sorted by it already, the direction turns; otherwise it sorts by it A to
     * Z (lowest first), or for the list's default column in its default direction (newest first),
     * or as firstDirections says.
     */
    setSort: (column: string) => {
      const first = column === defaultSort.column ? defaultSort.direction : (firstDirections[column] ?? 'asc');
      const turned = direction === 'asc' ? 'desc' : 'asc';
      update({ sort: column, direction: column === sortColumn ? turned : first, page: null });
    },
    clear: () => {
      setSearch('');
      update({ search: null, page: null, ...Object.fromEntries(filterNames.map((name) => [name, null])) });
    },
    /** Whether anything narrows the list: the search or a filter. */
    narrowed: searchKey !== '' || Object.values(filters).some((value) => value !== null),
  };
};
