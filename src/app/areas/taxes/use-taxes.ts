import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { taxesApi } from '../../api/taxes';

export const taxesKey = ['taxes'] as const;

/** The first 50 categories matching the search; the previous answer stays on screen while the next loads. */
export const useTaxes = (search: string) =>
  useQuery({ queryKey: [...taxesKey, search], queryFn: () => taxesApi.list(search), placeholderData: keepPreviousData });
