import { useId, useState } from 'react';
import { Badge, Button, Collapse, Group, List, Paper, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { HistoryPackage } from '../../../domain/order-history';
import { orderMessages } from '../../../domain/orders';
import { formatDateTime } from '../../components/display-format';

/** A package of an order: where it is now, and on request the checkpoints it passed, newest first. */
export const ClientPackageTracking = ({ pkg }: { pkg: HistoryPackage }) => {
  const [open, setOpen] = useState(false);
  const historyId = useId();
  const steps = pkg.trackings.length;
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" component="li" aria-label={`Package ${pkg.barcode}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {pkg.description}
        </Text>
        <Badge variant="light" tt="capitalize" c="blue.9" style={{ flexShrink: 0 }}>
          {pkg.package_type}
        </Badge>
      </Group>
      <Text size="xs" ff="monospace" c="dimmed">
        {pkg.barcode}
      </Text>
      <Text size="sm" mt={4} data-testid="package-now">
        <Text span fw={600} size="sm">
          Now:{' '}
        </Text>
        {pkg.checkpoint && pkg.checkpoint_at ? `${pkg.checkpoint.name}, ${formatDateTime(pkg.checkpoint_at)}` : 'Not scanned yet'}
      </Text>
      {steps === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {orderMessages.trackingEmpty}
        </Text>
      ) : (
        <>
          <Button
            variant="subtle"
            size="sm"
            px={4}
            mt={2}
            mih={44}
            rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            aria-expanded={open}
            aria-controls={historyId}
            onClick={() => setOpen(!open)}
          >
            Tracking history ({steps})
          </Button>
          <Collapse expanded={open} id={historyId}>
            <List size="sm" spacing={4} aria-label={`Tracking of package ${pkg.barcode}, newest first`}>
              {pkg.trackings.map((step, index) => (
                <List.Item key={`${step.created_at}-${index}`}>
                  <Text span fw={500} size="sm">
                    {step.name}
                  </Text>
                  <Text span c="dimmed" size="sm">
                    {' '}
                    · {formatDateTime(step.created_at)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Collapse>
        </>
      )}
    </Paper>
  );
};
