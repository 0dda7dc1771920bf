import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { Sorting } from './column-heads';

/**
 * The sorting a table's headers offer, as buttons, for a list shown as cards on a phone where
 * there are no headers: a tap sorts by that column, a second tap turns the order round.
 */
export const SortBar = ({ sorting }: { sorting: Sorting }) => (
  <Group gap="xs" role="group" aria-label="Sort by">
    <Text size="sm" c="dimmed" aria-hidden>
      Sort by
    </Text>
    {Object.entries(sorting.keys).map(([label, key]) => {
      const active = sorting.current.column === key;
      const Icon = !active ? IconArrowsSort : sorting.current.direction === 'asc' ? IconArrowUp : IconArrowDown;
      return (
        <Button key={key} variant={active ? 'light' : 'default'} rightSection={<Icon size={16} aria-hidden />} aria-pressed={active} onClick={() => sorting.onSort(key)}>
          {label}
          {active && <VisuallyHidden>, {sorting.current.direction === 'asc' ? 'ascending' : 'descending'}</VisuallyHidden>}
        </Button>
      );
    })}
  </Group>
);
