import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPrinter, IconRoute } from '@tabler/icons-react';
import type { OrderPackage } from '../../../../domain/orders';
import { LabelledValue } from '../../../components/labelled-value';
import { formatMoney } from '../../../components/display-format';
import { OrderDetailItemCard } from './item-card';

type Props = { pkg: OrderPackage; position: number; total: number; canPrintLabel: boolean; onTracking: () => void };

/** One package of the order with its items; staff print its label from here. */
export const OrderDetailPackageCard = ({ pkg, position, total, canPrintLabel, onTracking }: Props) => (
  <Card withBorder radius="md" padding="md" component="section" aria-label={`Package ${position} of ${total}`}>
    <Group justify="space-between" align="flex-start" gap="xs">
      <Text fw={700}>
        Package {position} of {total}
      </Text>
      <Badge variant="light" tt="capitalize">
        {pkg.package_type}
      </Badge>
    </Group>
    <Text mt={4} style={{ overflowWrap: 'anywhere' }}>
      {pkg.description}
    </Text>
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={2} mt="xs">
      <LabelledValue label="Weight">{pkg.weight} lbs</LabelledValue>
      <LabelledValue label="Dimensions (L × W × H)">
        {pkg.length} × {pkg.width} × {pkg.height} cm
      </LabelledValue>
      <LabelledValue label="Items">{pkg.itemsno}</LabelledValue>
      <LabelledValue label="Vendor shipping">{formatMoney(pkg.vendor_shipp)}</LabelledValue>
      <LabelledValue label="Tax">{formatMoney(pkg.item_tax)}</LabelledValue>
      <LabelledValue label="Checkpoint">{pkg.checkpoint?.name ?? 'Not scanned yet'}</LabelledValue>
      <LabelledValue label="Barcode">
        <Text span ff="monospace" size="sm" data-testid="package-barcode">
          {pkg.barcode}
        </Text>
      </LabelledValue>
    </SimpleGrid>
    <Group gap="sm" mt="sm">
      <Button variant="light" leftSection={<IconRoute size={18} />} onClick={onTracking} mih={44}>
        Tracking
      </Button>
      {canPrintLabel && (
        <Button
          component="a"
          href={`/packages/${pkg.id}/label`}
          target="_blank"
          rel="noopener"
          variant="light"
          leftSection={<IconPrinter size={18} />}
          mih={44}
        >
          Shipping Label
        </Button>
      )}
    </Group>
    <Stack gap="xs" mt="md">
      <Text size="sm" fw={600} c="dimmed">
        {pkg.items.length === 1 ? '1 item' : `${pkg.items.length} items`}
      </Text>
      {pkg.items.map((item) => (
        <OrderDetailItemCard key={item.id} item={item} />
      ))}
    </Stack>
  </Card>
);
