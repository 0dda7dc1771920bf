import { Select } from '@mantine/core';
import { filterShippingMethods, shippingMethodLabels, type FilterShippingMethod } from '../../domain/shipping-methods';

const methodOptions = filterShippingMethods.map((value) => ({ value, label: shippingMethodLabels[value] }));

type Props = { value?: FilterShippingMethod | null; onChange: (value: FilterShippingMethod | null) => void };

/** A list filter's Shipping method select, offering the methods the API filters by. */
export const ShippingMethodFilter = ({ value, onChange }: Props) => (
  <Select
    label="Shipping method"
    placeholder="All methods"
    clearable
    size="md"
    data={methodOptions}
    value={value ?? null}
    onChange={(next) => onChange(filterShippingMethods.find((method) => method === next) ?? null)}
  />
);
