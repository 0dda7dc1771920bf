import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { Checkpoint } from '../../../domain/checkpoints';
import { DateRangeFilter } from '../../components/date-range-filter';
import { ShippingMethodFilter } from '../../components/shipping-method-filter';
import type { PackageFiltersState } from './use-package-filters';

type Props = { state: PackageFiltersState; checkpoints: Checkpoint[]; checkpointsFailed: boolean };

/** The search box (wider than other lists': its placeholder is long) and the date, method and checkpoint filters, with Clear. */
export const PackageFilters = ({ state, checkpoints, checkpointsFailed }: Props) => {
  const { filters, setFilter } = state;
  const checkpointOptions = checkpoints.map((checkpoint) => ({ value: String(checkpoint.id), label: checkpoint.name }));
  return (
    <Stack gap="sm">
      <TextInput
        label="Search"
        type="search"
        size="md"
        maw={600}
        leftSection={<IconSearch size={16} />}
        placeholder="Search by customer name, order id or package barcode number"
        value={state.search}
        onChange={(event) => state.setSearch(event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
        <DateRangeFilter start={filters.start} end={filters.end} onChange={setFilter} />
        <ShippingMethodFilter value={filters.method} onChange={(value) => setFilter('method', value)} />
        <Select
          label="Checkpoint"
          placeholder={checkpointsFailed ? 'Could not load checkpoints' : 'All checkpoints'}
          clearable
          searchable
          size="md"
          data={checkpointOptions}
          nothingFoundMessage="No checkpoint matches"
          value={filters.checkpoint === undefined ? null : String(filters.checkpoint)}
          onChange={(value) => setFilter('checkpoint', value === null ? null : Number(value))}
        />
      </SimpleGrid>
      <Group>
        <Button variant="default" leftSection={<IconFilterOff size={18} />} mih={44} onClick={state.clear} disabled={!state.dirty}>
          Clear
        </Button>
      </Group>
    </Stack>
  );
};
