import { useState } from 'react';
import { Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchDebounceMs } from '../../../domain/constants';
import type { CustomerOption } from '../../../domain/users';
import { usersApi } from '../../api/users';
import type { OrderForm } from './order-form-values';

const optionsLimit = 20;

export const customerLabel = (customer: Pick<CustomerOption, 'id' | 'full_name' | 'flagged'>) =>
  `${customer.full_name} · Dept #${customer.id}${customer.flagged ? ' · flagged' : ''}`;

/**
 * The customer of a new order, searched on the server by name, email or Dept # once typing
 * pauses. The chosen customer stays among the options while another search runs.
 */
export const CustomerSelect = ({ form }: { form: OrderForm }) => {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<ComboboxItem<number> | null>(null);
  const [term] = useDebouncedValue(search.trim(), searchDebounceMs);
  // Once picked, the box shows the customer's label; that is not a search to run.
  const lookup = term === picked?.label ? '' : term;
  const customers = useQuery({
    queryKey: ['order-options', 'customers', lookup],
    queryFn: () => usersApi.customerOptions(lookup, optionsLimit),
    placeholderData: keepPreviousData,
  });
  const found = (customers.data?.data ?? []).map((customer) => ({ value: customer.id, label: customerLabel(customer) }));
  const data = picked && !found.some((option) => option.value === picked.value) ? [picked, ...found] : found;
  const input = form.getInputProps('customer');
  return (
    <Select<number>
      label="Customer"
      withAsterisk
      searchable
      size="md"
      placeholder="Type a name, email or Dept #"
      data={data}
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={customers.isFetching ? 'Searching…' : customers.isError ? 'Could not load customers' : 'No customer matches'}
      {...input}
      onChange={(value, option) => {
        setPicked(option);
        input.onChange(value);
      }}
    />
  );
};
