import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { IncidentInvoice } from '../../../domain/incident';
import { ColumnHeads } from '../../components/column-heads';
import { formatBusinessDate } from '../../components/business-date';
import { FigureCells, figureRows } from './figures';

const columns = ['Invoice', 'Customer', 'Date', 'Figure', 'Stored', 'Correct', 'Difference'];

/** The incorrect invoices on wider screens: each invoice spans three rows, one a figure. */
export const IncorrectTable = ({ rows }: { rows: readonly IncidentInvoice[] }) => (
  <Table.ScrollContainer minWidth={760} type="native">
    <Table verticalSpacing={6} aria-label="Incorrect invoices" withRowBorders={false}>
      <ColumnHeads columns={columns} alignRight={['Stored', 'Correct', 'Difference']} />
      {rows.map((invoice) => (
        <Table.Tbody key={invoice.id} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          {figureRows.map(({ key, label }, index) => (
            <Table.Tr key={key}>
              {index === 0 && (
                <>
                  <Table.Td rowSpan={3} valign="top">
                    <Anchor component={Link} to={`/invoices/${invoice.id}`} fw={600}>
                      {invoice.pseudo_id}
                    </Anchor>
                    <Text size="sm">Order #{invoice.order_id}</Text>
                  </Table.Td>
                  <Table.Td rowSpan={3} valign="top">
                    {invoice.customer}
                    {invoice.problem && (
                      <Text size="sm" c="red.9">
                        {invoice.problem}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td rowSpan={3} valign="top" style={{ whiteSpace: 'nowrap' }}>
                    {formatBusinessDate(invoice.date)}
                  </Table.Td>
                </>
              )}
              <Table.Td>{label}</Table.Td>
              <FigureCells invoice={invoice} figure={key} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      ))}
    </Table>
  </Table.ScrollContainer>
);
