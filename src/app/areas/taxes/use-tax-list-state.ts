import { taxSortColumns, type TaxSortColumn } from '../../../domain/taxes';
import type { TaxListQuery } from '../../api/taxes';
import type { Sorting } from '../../components/column-heads';
import { useUrlListState } from '../../components/use-url-list-state';

const sortOf = (column: string): TaxSortColumn => taxSortColumns.find((candidate) => candidate === column) ?? 'description';

/** The columns people sort by, by their header: the name and the rate. */
const sortKeys = { Description: 'description', Duty: 'vat' } satisfies Record<string, TaxSortColumn>;

/**
 * Duty & Tariffs' search and sort, kept in the address (useUrlListState): a shared link or Back
 * shows the list as it was. A sort the list does not offer (an edited address) counts as by description.
 */
export const useTaxListState = () => {
  // A rate is looked at highest first; descriptions A to Z.
  const state = useUrlListState([], { column: 'description', direction: 'asc' }, { vat: 'desc' });
  const query: TaxListQuery = { search: state.searchKey, sort: sortOf(state.sort.column), direction: state.sort.direction };
  const sorting: Sorting = { keys: sortKeys, current: { column: query.sort, direction: query.direction }, onSort: state.setSort };
  return { search: state.search, setSearch: state.setSearch, query, sorting };
};
