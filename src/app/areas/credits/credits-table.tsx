import { Anchor, Table } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import type { Credit } from '../../../domain/credits';
import { ColumnHeads } from '../../components/column-heads';
import { amountsOf } from './credit-format';

const columns = ['Customer', 'Vendor', 'Description', 'Cost', 'Fees', 'Total'];
const money = ['Cost', 'Fees', 'Total'];

/** CC payments on wider screens (finance spec §2): a click anywhere on a row opens its receipt. */
export const CreditsTable = ({ rows }: { rows: readonly Credit[] }) => {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table highlightOnHover verticalSpacing="xs" aria-label="CC payments">
        <ColumnHeads columns={columns} alignRight={money} />
        <Table.Tbody>
          {rows.map((credit) => {
            const amounts = amountsOf(credit);
            return (
              <Table.Tr key={credit.id} onClick={() => void navigate(`/credits/${credit.id}`)} style={{ cursor: 'pointer' }}>
                <Table.Td>
                  <Anchor component={Link} to={`/credits/${credit.id}`} fw={600} aria-label={`Receipt #${credit.id}, ${credit.name}`}>
                    {credit.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{credit.vendor}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{credit.description}</Table.Td>
                <Table.Td ta="right">{amounts.cost}</Table.Td>
                <Table.Td ta="right">{amounts.fees}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {amounts.total}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
