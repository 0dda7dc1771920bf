import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCloudUpload, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { normalizeScannedCode } from '../../../domain/barcode';
import type { HeldPackage, PackageIn } from '../../../domain/package-ins';
import { FormDialog } from '../../components/form-dialog';
import { isTicked, type CheckState } from './held-outbox';

const orderLink = (tracking: string) => `/orders/create/new?tracking_number=${encodeURIComponent(tracking)}`;

type RowProps = { pkg: HeldPackage; state: CheckState | undefined; onTick: (pkg: HeldPackage) => void };

const PackageRow = ({ pkg, state, onTick }: RowProps) => {
  const ticked = isTicked(pkg.checked, state);
  return (
    <Paper component="li" withBorder px="sm" py={4}>
      <Group justify="space-between" gap="xs" mih={48}>
        <Checkbox
          size="lg"
          checked={ticked}
          // Checking a held package cannot be undone.
          disabled={ticked}
          onChange={() => onTick(pkg)}
          label={<Text ff="monospace">{pkg.tracking_number}</Text>}
          styles={{ body: { minHeight: 48, alignItems: 'center' } }}
        />
        <Group gap="xs">
          {!pkg.checked && state === 'pending' && (
            <Badge variant="outline" color="gray.8" leftSection={<IconCloudUpload size={14} aria-hidden />}>
              Pending
            </Badge>
          )}
          {state === 'failed' && !pkg.checked && (
            <Text size="sm" c="red.9" fw={600}>
              Not saved: tick again
            </Text>
          )}
          <Button component={Link} to={orderLink(pkg.tracking_number)} variant="subtle" mih={48} aria-label={`Create an order for ${pkg.tracking_number}`}>
            Create order
          </Button>
        </Group>
      </Group>
    </Paper>
  );
};

type Props = {
  entry: PackageIn | null;
  opened: boolean;
  onClose: () => void;
  checkStates: ReadonlyMap<number, CheckState>;
  onTick: (pkg: HeldPackage) => void;
};

/** One held shipment's packages: a tracking filter, a checkbox that checks each package, and a link to create its order. */
export const HeldShipmentDialog = ({ entry, opened, onClose, checkStates, onTick }: Props) => {
  const [filter, setFilter] = useState('');
  // Read as a scanned code is, so a wedge scanner's 13-digit EAN form of a UPC-A finds its 12 digits.
  const needle = normalizeScannedCode(filter);
  const packages = entry?.packages.filter((pkg) => pkg.tracking_number.includes(needle)) ?? [];
  const close = () => {
    setFilter('');
    onClose();
  };
  return (
    <FormDialog opened={opened} onClose={close} title={entry ? `Held shipment ${entry.id}` : 'Held shipment'}>
      {entry && (
        <Stack gap="sm">
          {entry.notes && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              <Text span fw={600}>
                Notes:{' '}
              </Text>
              {entry.notes}
            </Text>
          )}
          <TextInput
            label="Filter by tracking number"
            leftSection={<IconSearch size={16} />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            type="search"
            size="md"
          />
          {packages.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {entry.packages.length === 0 ? 'This shipment has no packages.' : `No tracking number contains "${filter.trim()}".`}
            </Text>
          ) : (
            <Stack gap={6} component="ul" aria-label="Held packages" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {packages.map((pkg) => (
                <PackageRow key={pkg.id} pkg={pkg} state={checkStates.get(pkg.id)} onTick={onTick} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </FormDialog>
  );
};
