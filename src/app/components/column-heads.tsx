import { Table } from '@mantine/core';

type Props = { columns: readonly string[]; alignRight?: readonly string[] };

/** A table's header row: each name a column header for screen readers; `alignRight` ones sit over figures or actions. */
export const ColumnHeads = ({ columns, alignRight = [] }: Props) => (
  <Table.Thead>
    <Table.Tr>
      {columns.map((column) => (
        <Table.Th key={column} scope="col" ta={alignRight.includes(column) ? 'right' : undefined}>
          {column}
        </Table.Th>
      ))}
    </Table.Tr>
  </Table.Thead>
);
