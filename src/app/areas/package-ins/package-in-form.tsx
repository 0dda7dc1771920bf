import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPackageImport, IconX } from '@tabler/icons-react';
import { packageInNotesMaxLength } from '../../../domain/package-ins';
import type { Prealert } from '../../../domain/prealerts';
import { notifyError } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { enqueue } from '../../offline/store/outbox';
import { useWedgeScanner } from '../../scanner/use-wedge-scanner';
import { PrealertMatch } from '../prealerts/prealert-match';
import { usePrealertMatches } from '../prealerts/prealert-queries';
import type { PendingPackage } from './pending-packages';
import { usePendingPackages } from './use-pending-packages';

type PendingProps = { list: readonly PendingPackage[]; onRemove: (pkg: PendingPackage) => void; matches: ReadonlyMap<string, readonly Prealert[]> };

const PendingList = ({ list, onRemove, matches }: PendingProps) => (
  <Stack gap="xs">
    <Text fw={700} aria-live="polite">
      {list.length === 1 ? '1 package pending' : `${list.length} packages pending`}
    </Text>
    <Group gap="xs" component="ul" aria-label="Pending packages" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {[...list].reverse().map((pkg) => (
        <Stack component="li" key={pkg.tracking_number} gap={4}>
          <Button
            variant="default"
            mih={48}
            rightSection={<IconX size={16} aria-hidden />}
            onClick={() => onRemove(pkg)}
            aria-label={`Remove ${pkg.tracking_number}`}
            styles={{ label: { gap: 8 } }}
          >
            <Text ff="monospace" span>
              {pkg.tracking_number}
            </Text>
            {pkg.carrier && (
              <Badge variant="outline" color="blue.9" ml={8}>
                {pkg.carrier}
              </Badge>
            )}
            {pkg.warning && <IconAlertTriangle size={16} color="var(--mantine-color-orange-9)" aria-label="Check digit does not match" />}
          </Button>
          <PrealertMatch prealerts={matches.get(pkg.tracking_number) ?? []} />
        </Stack>
      ))}
    </Group>
  </Stack>
);

/** The intake form of Packages In: tracking numbers by box or scanner, notes, and Hold Packages once something is pending. */
export const PackageInForm = ({ online }: { online: boolean }) => {
  const pending = usePendingPackages();
  // A match needs the server: offline, the pending list shows none (docs/decisions.md, Prealerts).
  const matches = usePrealertMatches(online ? pending.list.map((pkg) => pkg.tracking_number) : []);
  const [notes, setNotes] = useState('');
  const [holding, setHolding] = useState(false);
  // Said on the screen rather than in a snackbar, so it is still there when the worker looks up.
  const [held, setHeld] = useState<string | null>(null);

  useWedgeScanner(pending.addScan);

  const hold = async () => {
    setHolding(true);
    const count = pending.list.length;
    try {
      await enqueue('package-in', { packages: pending.list.map((pkg) => ({ tracking_number: pkg.tracking_number })), notes: notes.trim() || null });
      const packages = count === 1 ? '1 package' : `${count} packages`;
      setHeld(online ? `${packages} added to Held shipments.` : `Saved on this device — ${packages} will upload when reconnected.`);
      pending.clear();
      setNotes('');
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setHolding(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <TextInput
          label="Tracking number"
          description="Type or scan, then press Enter"
          value={pending.box}
          onChange={(event) => pending.editBox(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            pending.addFromBox();
          }}
          error={pending.error}
          size="lg"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
        />
        {pending.warning && (
          <Group gap="xs" role="status" wrap="nowrap">
            <IconAlertTriangle size={18} color="var(--mantine-color-orange-9)" aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={600}>
              {pending.warning}
            </Text>
          </Group>
        )}
        {pending.list.length > 0 ? (
          <PendingList list={pending.list} onRemove={pending.remove} matches={matches} />
        ) : (
          held && (
            <Group gap="xs" role="status" wrap="nowrap">
              <IconCircleCheck size={18} color="var(--mantine-color-green-9)" aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" fw={600}>
                {held}
              </Text>
            </Group>
          )
        )}
        <Textarea
          label="Notes"
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={packageInNotesMaxLength}
          autosize
          minRows={2}
          maxRows={6}
          size="md"
        />
        {pending.list.length > 0 && (
          <Button size="lg" leftSection={<IconPackageImport size={20} />} loading={holding} onClick={() => void hold()}>
            Hold Packages
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
