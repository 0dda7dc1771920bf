import { Badge, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { orderMessages, type OrderPackage } from '../../../../domain/orders';
import type { TrackingEntry } from '../../../../domain/packages';
import { packagesApi } from '../../../api/packages';
import { formatDateTime } from '../../../components/display-format';
import { FormDialog } from '../../../components/form-dialog';
import { QueryState } from '../../../components/query-state';

/**
 * For audits: who scanned, when the scan happened on the device and when the server received it.
 * The two times differ by the time a device was offline, which is why an offline scan can land
 * behind a later one.
 */
const ScanAudit = ({ entry }: { entry: TrackingEntry }) => (
  <Stack gap={0}>
    {entry.scanned_by && <Text size="sm">Scanned by {entry.scanned_by}</Text>}
    <Text size="sm" c="dimmed">
      On the device: {formatDateTime(entry.created_at)}
    </Text>
    {entry.received_at && (
      <Text size="sm" c="dimmed">
        Received by the server: {formatDateTime(entry.received_at)}
      </Text>
    )}
  </Stack>
);

const History = ({ pkg, scanDetails }: { pkg: OrderPackage; scanDetails: boolean }) => {
  const trackings = useQuery({ queryKey: ['packages', pkg.id, 'trackings'], queryFn: () => packagesApi.trackings(pkg.id) });
  // Oldest first, so the list reads as the package's journey; a repeat scan is no step of it for a customer.
  const entries = [...(trackings.data?.data ?? [])]
    .filter((entry) => scanDetails || !entry.duplicate)
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  return (
    <QueryState
      isPending={trackings.isPending}
      error={trackings.error}
      isEmpty={entries.length === 0}
      empty={orderMessages.trackingEmpty}
      onRetry={() => void trackings.refetch()}
    >
      <List
        spacing="sm"
        aria-label={`Tracking of package ${pkg.barcode}`}
        icon={
          <ThemeIcon size={24} radius="xl" color="blue" variant="light">
            <IconCircleCheck size={16} />
          </ThemeIcon>
        }
      >
        {entries.map((entry, index) => (
          <List.Item key={`${entry.created_at}-${index}`}>
            <Group gap="xs">
              <Text fw={600}>{entry.name}</Text>
              {entry.duplicate && (
                <Badge size="sm" color="gray" variant="outline">
                  Repeat scan
                </Badge>
              )}
              {scanDetails && entry.offline && (
                <Badge size="sm" color="gray" variant="outline">
                  Scanned offline
                </Badge>
              )}
            </Group>
            {scanDetails ? (
              <ScanAudit entry={entry} />
            ) : (
              <Text size="sm" c="dimmed">
                {formatDateTime(entry.created_at)}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </QueryState>
  );
};

/** scanDetails: staff also see repeat scans, which scans came from an offline device, who made each and when it reached the server. */
type Props = { pkg: OrderPackage | null; opened: boolean; onClose: () => void; scanDetails: boolean };

/** Tracking Information: every checkpoint the package was scanned at, oldest first. */
export const OrderDetailTrackingDialog = ({ pkg, opened, onClose, scanDetails }: Props) => (
  <FormDialog opened={opened} onClose={onClose} title="Tracking Information">
    {pkg && (
      <>
        <Text size="sm" mb="sm">
          Package <Text span ff="monospace">{pkg.barcode}</Text>
        </Text>
        <History pkg={pkg} scanDetails={scanDetails} />
      </>
    )}
  </FormDialog>
);
