import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { taxesApi, type TaxListQuery } from '../../api/taxes';

export const taxesKey = ['taxes'] as const;

/** The first 50 categories matching the search, in the order asked for; the previous answer stays on screen while the next loads. */
export const useTaxes = (query: TaxListQuery) =>
  useQuery({ queryKey: [...taxesKey, query], queryFn: () => taxesApi.find(query), placeholderData: keepPreviousData });
