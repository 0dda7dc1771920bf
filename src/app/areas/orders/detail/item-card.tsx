import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { OrderPackage } from '../../../../domain/orders';
import { LabelledValue } from '../../../components/labelled-value';
import { formatMoney } from '../../../components/display-format';

type Item = OrderPackage['items'][number];

const YesNo = ({ label, value, colour }: { label: string; value: boolean; colour: string }) => (
  <Badge variant={value ? 'filled' : 'outline'} color={value ? colour : 'gray'} radius="sm">
    {label}: {value ? 'Yes' : 'No'}
  </Badge>
);

/** One item of a package: what it is, how many, its price per unit, and the handling flags. */
export const OrderDetailItemCard = ({ item }: { item: Item }) => (
  <Paper withBorder p="sm" radius="sm" bg="gray.0">
    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {item.description}
    </Text>
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={2} mt={4}>
      <LabelledValue label="Product type">{item.product_type || item.tax.description}</LabelledValue>
      <LabelledValue label="Quantity">{item.quantity}</LabelledValue>
      <LabelledValue label="Price per unit">{formatMoney(item.unit_price)}</LabelledValue>
      {item.invoice_number && <LabelledValue label="Invoice number">{item.invoice_number}</LabelledValue>}
    </SimpleGrid>
    <Group gap="xs" mt="xs">
      <YesNo label="Hazard" value={item.hazard} colour="orange.9" />
      <YesNo label="Fragile" value={item.fragile} colour="grape.8" />
    </Group>
  </Paper>
);
