import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { locations } from '../../../../domain/constants';
import { checkpointsApi } from '../../../api/checkpoints';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { SearchField } from '../../../components/search-field';
import { ShippingMethodFilter } from '../../../components/shipping-method-filter';
import type { OrderFiltersState } from './use-order-filters';

const locationOptions = locations.map((location) => ({ value: String(location.id), label: location.name }));

const toNumber = (value: string | null) => (value === null ? null : Number(value));
const toText = (value: number | null) => (value === null ? null : String(value));

/** The search box and the five filters above the orders list, with Clear. */
export const OrderFilters = ({ state }: { state: OrderFiltersState }) => {
  const { filters, setFilter } = state;
  const checkpoints = useQuery({ queryKey: ['order-options', 'checkpoints'], queryFn: checkpointsApi.list, staleTime: 5 * 60_000 });
  const checkpointOptions = (checkpoints.data?.data ?? []).map((checkpoint) => ({ value: String(checkpoint.id), label: checkpoint.name }));
  return (
    <Stack gap="sm">
      <SearchField value={state.search} onChange={state.setSearch} placeholder="Search by client, order or invoice" />
      <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing="sm" style={{ alignItems: 'end' }}>
        <DateRangeFilter start={filters.start} end={filters.end} onChange={setFilter} />
        <ShippingMethodFilter value={filters.method} onChange={(value) => setFilter('method', value)} />
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
        <Select
          label="Order"
          size="md"
          allowDeselect={false}
          data={[
            { value: 'desc', label: 'Newest first' },
            { value: 'asc', label: 'Oldest first' },
          ]}
          value={state.sort.direction}
          onChange={(value) => value && value !== state.sort.direction && state.setSort('created')}
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
