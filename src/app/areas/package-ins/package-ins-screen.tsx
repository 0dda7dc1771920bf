import { Alert, Button, Center, Group, Loader, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PackageIn } from '../../../domain/package-ins';
import { errorMessage } from '../../components/error-message';
import { useDialogTarget } from '../../components/use-dialog-target';
import { CachedAge } from '../../offline/ui/cached-age';
import { useSyncState } from '../../offline/hooks/use-outbox';
import { OpenPrealerts } from '../prealerts/open-prealerts';
import { HeldShipmentDialog } from './held-shipment-dialog';
import { HeldShipmentsCards } from './held-shipments-cards';
import { HeldShipmentsTable, offlineNoteId } from './held-shipments-table';
import { PackageInForm } from './package-in-form';
import { useHeldShipments } from './use-held-shipments';

/** Packages In (/packages-in): carrier packages taken in and held, the 'Held shipments' still open, and the parcels customers said are coming. */
export const PackageInsScreen = () => {
  const { online } = useSyncState();
  const theme = useMantineTheme();
  // Below a phone's width the table would scroll sideways: cards instead.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.xs})`) ?? true;
  const held = useHeldShipments();
  const dialog = useDialogTarget<PackageIn>();
  const { reference, entries, queued } = held;
  // The dialog follows the list as it reloads; an entry whose last package was checked has left the list.
  const shown = dialog.target ? (entries.find((entry) => entry.id === dialog.target?.id) ?? dialog.target) : null;
  const empty = entries.length === 0 && queued.length === 0;
  const list = { entries, queued, online, deletingId: held.deletingId, onView: dialog.open, onDelete: held.remove, onDiscard: held.discard };

  return (
    <Stack gap="md">
      <Title order={2}>Packages In</Title>
      <PackageInForm online={online} />
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={3}>Held shipments</Title>
        <CachedAge fetchedAt={reference.fetchedAt} />
      </Group>
      {!online && (
        <Text size="sm" c="dimmed" id={offlineNoteId}>
          Deleting a held shipment needs a connection; new entries and checks upload when reconnected.
        </Text>
      )}
      {reference.error !== null && reference.error !== undefined && !reference.data && (
        <Alert color="red" title="Could not load the held shipments" role="alert" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <Text size="sm">{errorMessage(reference.error)}</Text>
          <Button mt="sm" variant="white" color="red" mih={48} onClick={reference.refresh}>
            Try again
          </Button>
        </Alert>
      )}
      {reference.isLoading && !reference.data ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : empty ? (
        reference.data && (
          <Text c="dimmed" ta="center" py="xl">
            No shipments are held right now.
          </Text>
        )
      ) : (
        wide ? <HeldShipmentsTable {...list} /> : <HeldShipmentsCards {...list} />
      )}
      <OpenPrealerts online={online} />
      <HeldShipmentDialog entry={shown} opened={dialog.opened} onClose={dialog.close} checkStates={held.checkStates} onTick={held.tick} />
    </Stack>
  );
};
