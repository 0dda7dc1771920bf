import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { filterShippingMethods, shippingMethodLabels } from '../../../domain/shipping-methods';
import type { Checkpoint } from '../../../domain/checkpoints';
import type { PackageFiltersState } from './use-package-filters';

// Mantine draws these placeholders in a grey below 4.5:1 on white; the theme's dimmed grey passes.
const readablePlaceholder = { placeholder: { color: 'var(--mantine-color-dimmed)' } };

const methodOptions = filterShippingMethods.map((value) => ({ value, label: shippingMethodLabels[value] }));

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
        <DatePickerInput
          label="Start date"
          placeholder="Any day"
          clearable
          size="md"
          valueFormat="MMM D, YYYY"
          styles={readablePlaceholder}
          maxDate={filters.end}
          value={filters.start ?? null}
          onChange={(value) => setFilter('start', value)}
        />
        <DatePickerInput
          label="End date"
          placeholder="Any day"
          clearable
          size="md"
          valueFormat="MMM D, YYYY"
          styles={readablePlaceholder}
          minDate={filters.start}
          value={filters.end ?? null}
          onChange={(value) => setFilter('end', value)}
        />
        <Select
          label="Shipping method"
          placeholder="All methods"
          clearable
          size="md"
          data={methodOptions}
          value={filters.method ?? null}
          onChange={(value) => setFilter('method', filterShippingMethods.find((method) => method === value) ?? null)}
        />
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
