import { useQuery } from '@tanstack/react-query';
import { taxesApi } from '../../api/taxes';

/** The server's maximum page: the whole tariff list, searched in the select itself. */
const allCategories = 1000;

/** Tax categories for the calculator's item select; GET /taxes needs no sign-in. */
export const useTaxOptions = () =>
  useQuery({
    queryKey: ['taxes', 'options'],
    queryFn: () => taxesApi.list('', allCategories),
    select: ({ data }) => data.map((tax) => ({ value: String(tax.id), label: tax.description, tax })),
  });
