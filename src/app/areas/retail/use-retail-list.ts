import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseId } from '../../../domain/fields';
import { retailApi } from '../../api/retail';
import { useUrlListState } from '../../components/use-url-list-state';

const filterNames = ['category'] as const;
// The list is always newest approval first; the address keeps the category and the page.
const newestFirst = { column: 'for_sale_at', direction: 'desc' } as const;

/**
 * The list as the address says (?category=&page=), so Back from sign-in or from an order brings it
 * back as it was. The page shown stays while the next one loads. A category in the address that is
 * not an id is left out, as the server would refuse it.
 */
export const useRetailList = () => {
  const state = useUrlListState(filterNames, newestFirst);
  const category = parseId(state.filters.category ?? undefined) ?? null;
  const list = useQuery({
    queryKey: ['retail', category, state.page],
    queryFn: () => retailApi.list({ page: state.page, category }),
    placeholderData: keepPreviousData,
  });
  return { list, category, page: state.page, setCategory: (id: string | null) => state.setFilter('category', id), setPage: state.setPage };
};
