import { useMemo } from 'react';
import type { Tax } from '../../../../domain/taxes';
import { useCachedTaxes } from '../reference/order-reference';

const optionOf = (tax: Tax) => ({ value: tax.id, label: tax.tariff_code ? `${tax.description} (${tax.tariff_code})` : tax.description });

/** Tax categories for the items' select, loaded once for the whole form (from the device's copy when offline). */
export const useTaxOptions = () => {
  const taxes = useCachedTaxes();
  const list = taxes.data?.data;
  const data = useMemo(() => list?.map(optionOf), [list]);
  return { data, isPending: taxes.isLoading, isError: !list && taxes.error !== null };
};

export type TaxOptions = ReturnType<typeof useTaxOptions>;
