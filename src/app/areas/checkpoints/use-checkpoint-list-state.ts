import type { Sorting } from '../../components/column-heads';
import { useUrlListState } from '../../components/use-url-list-state';
import { checkpointSortColumns, type CheckpointSortColumn } from './checkpoint-order';

const sortOf = (column: string): CheckpointSortColumn => checkpointSortColumns.find((candidate) => candidate === column) ?? 'id';

/** The columns people sort by, by their header: the number scans and alerts use, and the name. */
const sortKeys = { ID: 'id', Name: 'name' } satisfies Record<string, CheckpointSortColumn>;

/**
 * The checkpoint list's search and sort, kept in the address (useUrlListState), so a shared link
 * or Back shows it as it was; a sort it does not offer (an edited address) counts as by number.
 */
export const useCheckpointListState = () => {
  const state = useUrlListState([], { column: 'id', direction: 'asc' });
  const sort = { column: sortOf(state.sort.column), direction: state.sort.direction };
  const sorting: Sorting = { keys: sortKeys, current: sort, onSort: state.setSort };
  return { search: state.search, setSearch: state.setSearch, searchKey: state.searchKey, sort, sorting };
};
