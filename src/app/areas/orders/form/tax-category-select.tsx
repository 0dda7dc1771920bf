import { Select, type SelectProps } from '@mantine/core';
import type { TaxOptions } from './use-tax-options';

type Props = Omit<SelectProps<number>, 'data'> & { taxes: TaxOptions };

/** An item's tariff category, searched by description or code: the order form's items and the manual invoice pick it the same way. */
export const TaxCategorySelect = ({ taxes, ...props }: Props) => (
  <Select<number>
    size="md"
    label="Tax category"
    withAsterisk
    searchable
    limit={50}
    placeholder={taxes.isPending ? 'Loading categories…' : 'Type to search'}
    nothingFoundMessage={taxes.isError ? 'Could not load the categories' : 'No category matches'}
    data={taxes.data ?? []}
    {...props}
  />
);
