import { useState } from 'react';
import { Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchDebounceMs } from '../../../../domain/constants';
import type { CustomerEntry } from '../../../../domain/customer-index';
import { ApiError } from '../../../api/api-error';
import { usersApi } from '../../../api/users';
import { searchCustomerIndex } from '../../../offline/customer-index/search';
import { useOnline } from '../../../offline/hooks/use-online';
import { CachedAge } from '../../../offline/ui/cached-age';
import { customerLabel } from '../reference/customer-label';
import { useCachedCustomers } from '../reference/order-reference';
import type { OrderForm } from './values';

const optionsLimit = 20;

const optionOf = (customer: CustomerEntry): ComboboxItem<number> => ({ value: customer.id, label: customerLabel(customer) });

/**
 * The customer of a new order, searched on the server by name, email or Dept # once typing
 * pauses. Without a connection the device's saved copy of the customers is searched instead, at
 * each keystroke since it costs no request. The chosen customer stays among the options while
 * another search runs.
 */
export const CustomerSelect = ({ form }: { form: OrderForm }) => {
  const online = useOnline();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<ComboboxItem<number> | null>(null);
  const [term] = useDebouncedValue(search.trim(), searchDebounceMs);
  const saved = useCachedCustomers();
  const savedList = saved.data?.data ?? [];
  const value = form.values.customer;
  const cached = savedList.find((customer) => customer.id === value);
  // A customer the form opened with (a prealert's) that the device's copy lacks: asked for by Dept #.
  const named = useQuery({
    queryKey: ['order-options', 'customers', `#${value}`],
    queryFn: () => usersApi.customerOptions(String(value), optionsLimit),
    enabled: online && typeof value === 'number' && !cached && picked === null,
  });
  // A form reopened with a customer (an order to retry, a prealert) shows that customer's name.
  const known = cached ?? named.data?.data.find((customer) => customer.id === value);
  const chosen = picked ?? (known ? optionOf(known) : null);
  // Once picked, the box shows the customer's label; that is not a search to run.
  const lookup = term === chosen?.label ? '' : term;
  const typed = search.trim() === chosen?.label ? '' : search;
  const customers = useQuery({
    queryKey: ['order-options', 'customers', lookup],
    queryFn: () => usersApi.customerOptions(lookup, optionsLimit),
    placeholderData: keepPreviousData,
    enabled: online,
  });
  const local = !online || (customers.error instanceof ApiError && customers.error.status === 0);
  const found = (local ? searchCustomerIndex(savedList, typed, optionsLimit) : (customers.data?.data ?? [])).map(optionOf);
  const data = chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  const failed = local ? saved.error !== null && !saved.data : customers.isError;
  const input = form.getInputProps('customer');
  return (
    <Select<number>
      label="Customer"
      withAsterisk
      searchable
      size="md"
      placeholder="Type a name, email or Dept #"
      // Searching the device's copy: how old it is, as every offline list says.
      description={local && saved.data ? <CachedAge fetchedAt={saved.fetchedAt} /> : undefined}
      data={data}
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={!local && customers.isFetching ? 'Searching…' : failed ? 'Could not load customers' : 'No customer matches'}
      {...input}
      onChange={(value, option) => {
        setPicked(option);
        input.onChange(value);
      }}
    />
  );
};
