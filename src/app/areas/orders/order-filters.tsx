import { Button, Group, Select, SimpleGrid, Stack, useMantineTheme } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { locations } from '../../../domain/constants';
import { filterShippingMethods, shippingMethodLabels } from '../../../domain/shipping-methods';
import { checkpointsApi } from '../../api/checkpoints';
import { SearchField } from '../../components/search-field';
import type { OrderFiltersState } from './use-order-filters';

const methodOptions = filterShippingMethods.map((value) => ({ value, label: shippingMethodLabels[value] }));
const locationOptions = locations.map((location) => ({ value: String(location.id), label: location.name }));

// The picker's placeholder is text on a button, so it must meet the 4.5:1 contrast that input placeholders are spared.
const dateStyles = { placeholder: { color: 'var(--mantine-color-dimmed)' } };

const toNumber = (value: string | null) => (value === null ? null : Number(value));
const toText = (value: number | null) => (value === null ? null : String(value));

/** The search box and the five filters above the orders list, with Clear. */
export const OrderFilters = ({ state }: { state: OrderFiltersState }) => {
  const { filters, setFilter } = state;
  const theme = useMantineTheme();
  // A calendar popover crowds a phone screen; there it opens as a dialog instead.
  const dateDropdown = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ? 'modal' : 'popover';
  const checkpoints = useQuery({ queryKey: ['order-options', 'checkpoints'], queryFn: checkpointsApi.list, staleTime: 5 * 60_000 });
  const checkpointOptions = (checkpoints.data?.data ?? []).map((checkpoint) => ({ value: String(checkpoint.id), label: checkpoint.name }));
  return (
    <Stack gap="sm">
      <SearchField value={state.search} onChange={state.setSearch} placeholder="Search by client, order or invoice" />
      <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing="sm" style={{ alignItems: 'end' }}>
        <DatePickerInput
          label="Start date"
          placeholder="Any day"
          clearable
          size="md"
          valueFormat="MMM D, YYYY"
          styles={dateStyles}
          dropdownType={dateDropdown}
          modalProps={{ title: 'Choose a day', closeButtonProps: { 'aria-label': 'Close' } }}
          maxDate={filters.end ?? undefined}
          value={filters.start}
          onChange={(value) => setFilter('start', value)}
        />
        <DatePickerInput
          label="End date"
          placeholder="Any day"
          clearable
          size="md"
          valueFormat="MMM D, YYYY"
          styles={dateStyles}
          dropdownType={dateDropdown}
          modalProps={{ title: 'Choose a day', closeButtonProps: { 'aria-label': 'Close' } }}
          minDate={filters.start ?? undefined}
          value={filters.end}
          onChange={(value) => setFilter('end', value)}
        />
        <Select
          label="Shipping method"
          placeholder="All methods"
          clearable
          size="md"
          data={methodOptions}
          value={filters.method}
          onChange={(value) => setFilter('method', filterShippingMethods.find((method) => method === value) ?? null)}
        />
        <Select
          label="Customer location"
          placeholder="All locations"
          clearable
          size="md"
          data={locationOptions}
          value={toText(filters.location)}
          onChange={(value) => setFilter('location', toNumber(value))}
        />
        <Select
          label="Checkpoint status"
          placeholder={checkpoints.isError ? 'Could not load checkpoints' : 'All checkpoints'}
          clearable
          searchable
          size="md"
          data={checkpointOptions}
          nothingFoundMessage="No checkpoint matches"
          value={toText(filters.checkpoint)}
          onChange={(value) => setFilter('checkpoint', toNumber(value))}
        />
        <Group>
          <Button variant="default" leftSection={<IconFilterOff size={18} />} mih={44} onClick={state.clear} disabled={!state.dirty}>
            Clear
          </Button>
        </Group>
      </SimpleGrid>
    </Stack>
  );
};
