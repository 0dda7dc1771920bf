import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { SortDirection } from './use-url-list-state';

/** Columns a list can sort by, by their header, each with the sort key the list's address and server use. */
export type Sorting = {
  keys: Readonly<Record<string, string>>;
  current: { column: string; direction: SortDirection };
  onSort: (key: string) => void;
};

type Props = { columns: readonly string[]; alignRight?: readonly string[]; sorting?: Sorting };

const SortHead = ({ column, sortKey, sorting }: { column: string; sortKey: string; sorting: Sorting }) => {
  const active = sorting.current.column === sortKey;
  const Icon = !active ? IconArrowsSort : sorting.current.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton onClick={() => sorting.onSort(sortKey)} fw={700} mih={36}>
      <Group gap={4} wrap="nowrap">
        {column}
        <Icon size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  );
};

/**
 * A table's header row: each name a column header for screen readers; `alignRight` ones sit over
 * figures or actions. With `sorting`, the columns it names sort the list on a click (again to turn
 * the order round), and say how the list is sorted (aria-sort).
 */
export const ColumnHeads = ({ columns, alignRight = [], sorting }: Props) => (
  <Table.Thead>
    <Table.Tr>
      {columns.map((column) => {
        const sortKey = sorting?.keys[column];
        const sorted = sorting && sortKey === sorting.current.column ? (sorting.current.direction === 'asc' ? 'ascending' : 'descending') : undefined;
        return (
          <Table.Th key={column} scope="col" ta={alignRight.includes(column) ? 'right' : undefined} aria-sort={sortKey ? (sorted ?? 'none') : undefined}>
            {sorting && sortKey ? <SortHead column={column} sortKey={sortKey} sorting={sorting} /> : column}
          </Table.Th>
        );
      })}
    </Table.Tr>
  </Table.Thead>
);
