import { useQuery } from '@tanstack/react-query';
import { taxesApi } from '../../api/taxes';

/** The server's largest page: the whole tariff list, searched inside the select. */
const allCategories = 1000;

/** Tax categories for the items' select, loaded once for the whole form. */
export const useTaxOptions = () =>
  useQuery({
    queryKey: ['order-options', 'taxes'],
    queryFn: () => taxesApi.list('', allCategories),
    staleTime: 5 * 60_000,
    select: ({ data }) => data.map((tax) => ({ value: tax.id, label: tax.tariff_code ? `${tax.description} (${tax.tariff_code})` : tax.description })),
  });

export type TaxOptions = ReturnType<typeof useTaxOptions>;
