import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { UnshippedPackage } from '../../../../domain/shipments';
import { ColumnHeads } from '../../../components/column-heads';
import { packagesText, weightText } from '../shipment-format';

const columns = ['Barcode', 'Sect', 'Order', 'Client', 'Description', 'Weight'];

const totalWeight = (packages: readonly UnshippedPackage[]) => packages.reduce((sum, pkg) => sum + pkg.weight, 0);

/**
 * One box of the manifest and its packages: a table on paper and on wider screens, a card per
 * package on a phone (by CSS, so a phone's printout still gets the table).
 */
export const ManifestBox = ({ box, packages }: { box: string | null; packages: readonly UnshippedPackage[] }) => {
  const title = box === null ? 'In no box' : `Box ${box}`;
  return (
    <section className="manifest-box" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {packagesText(packages.length)} · {weightText(Math.round(totalWeight(packages) * 100) / 100)}
      </Text>
      <Table visibleFrom="xs" striped verticalSpacing={4} aria-label={`Packages, ${title}`}>
        <ColumnHeads columns={columns} alignRight={['Sect', 'Weight']} />
        <Table.Tbody>
          {packages.map((pkg) => (
            <Table.Tr key={pkg.id}>
              <Table.Td ff="monospace">{pkg.barcode}</Table.Td>
              <Table.Td ta="right">{pkg.sect}</Table.Td>
              <Table.Td>#{pkg.order_id}</Table.Td>
              <Table.Td>{pkg.client_fullname}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{pkg.description}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {weightText(pkg.weight)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack hiddenFrom="xs" gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Package cards, ${title}`}>
        {packages.map((pkg) => (
          <Paper component="li" key={pkg.id} withBorder px="sm" py={6}>
            <Text ff="monospace" fw={700} style={{ overflowWrap: 'anywhere' }}>
              {pkg.barcode}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Sect {pkg.sect} · Order #{pkg.order_id} · {pkg.client_fullname}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {pkg.description} · {weightText(pkg.weight)}
            </Text>
          </Paper>
        ))}
      </Stack>
    </section>
  );
};
