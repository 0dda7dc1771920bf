import { Box, Table } from '@mantine/core';
import { shownCell, type DashboardTable } from './dashboard-tables';

/**
 * A chart's figures as a table with a caption, for screen readers and for anyone who wants the
 * numbers. A table of many columns scrolls sideways in its own box on a phone; the box takes
 * keyboard focus so it can be scrolled without a pointer.
 */
export const DashboardTableView = ({ table, id }: { table: DashboardTable; id: string }) => (
  <Box id={id} role="region" aria-label={table.caption} tabIndex={0} style={{ overflowX: 'auto' }}>
    <Table striped verticalSpacing={4} captionSide="top" miw={table.columns.length > 3 ? 640 : undefined}>
      <Table.Caption ta="left">{table.caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((column, i) => (
            <Table.Th key={column.label} ta={i === 0 ? 'left' : 'right'} scope="col">
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map(([first, ...values]) => (
          <Table.Tr key={first}>
            <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
              {table.rowLabel(first)}
            </Table.Th>
            {values.map((value, i) => (
              <Table.Td key={table.columns[i + 1]!.label} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {shownCell(value, table.columns[i + 1]!.money)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Box>
);
