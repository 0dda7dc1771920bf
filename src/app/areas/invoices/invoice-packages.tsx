import { Paper, SimpleGrid, Stack, Table, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Invoice } from '../../../domain/invoices';
import { LabelledValue } from '../../components/labelled-value';
import { formatMoney } from '../../components/display-format';

type Package = Invoice['packages'][number];

const columns = ['Barcode', 'Description', 'Charged weight', 'Rate', 'Freight', 'Duty', 'Levy'];
const weight = (pkg: Package) => `${pkg.charged_weight} lb`;
const rate = (pkg: Package) => `${formatMoney(pkg.shipping_rate)}/lb`;

const PackagesTable = ({ packages }: { packages: Package[] }) => (
  <Table.ScrollContainer minWidth={640} type="native">
    <Table striped verticalSpacing="xs" aria-label="Invoiced packages">
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column} ta={column === 'Barcode' || column === 'Description' ? undefined : 'right'}>
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {packages.map((pkg) => (
          <Table.Tr key={pkg.id}>
            <Table.Td ff="monospace">{pkg.barcode}</Table.Td>
            <Table.Td>{pkg.description}</Table.Td>
            <Table.Td ta="right">{weight(pkg)}</Table.Td>
            <Table.Td ta="right">{rate(pkg)}</Table.Td>
            <Table.Td ta="right">{formatMoney(pkg.shipping_total)}</Table.Td>
            <Table.Td ta="right">{formatMoney(pkg.duty)}</Table.Td>
            <Table.Td ta="right">{formatMoney(pkg.levy)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);

/** On a phone the seven columns would scroll sideways: a card per package instead. */
const PackagesCards = ({ packages }: { packages: Package[] }) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Invoiced packages">
    {packages.map((pkg) => (
      <Paper key={pkg.id} component="li" withBorder p="sm" radius="sm">
        <Text ff="monospace" fw={600} size="sm">
          {pkg.barcode}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {pkg.description}
        </Text>
        <SimpleGrid cols={2} spacing={4} verticalSpacing={2} mt={4}>
          <LabelledValue label="Charged weight">{weight(pkg)}</LabelledValue>
          <LabelledValue label="Rate">{rate(pkg)}</LabelledValue>
          <LabelledValue label="Freight">{formatMoney(pkg.shipping_total)}</LabelledValue>
          <LabelledValue label="Duty">{formatMoney(pkg.duty)}</LabelledValue>
          <LabelledValue label="Levy">{formatMoney(pkg.levy)}</LabelledValue>
        </SimpleGrid>
      </Paper>
    ))}
  </Stack>
);

/** The packages the invoice charges for, with what each one costs in freight, duty and levy. */
export const InvoicePackages = ({ packages }: { packages: Package[] }) => {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.xs})`) ?? true;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invoice-packages">
      <Title order={3} size="h4" id="invoice-packages" mb="xs">
        Packages ({packages.length})
      </Title>
      {wide ? <PackagesTable packages={packages} /> : <PackagesCards packages={packages} />}
    </Paper>
  );
};
