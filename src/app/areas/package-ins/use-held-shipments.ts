import { useEffect, useRef, useState } from 'react';
import type { HeldPackage, PackageIn } from '../../../domain/package-ins';
import { packageInsApi } from '../../api/package-ins';
import { confirmAction } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { discardRow, enqueue } from '../../offline/store/outbox';
import { useCachedReference } from '../../offline/hooks/use-cached-reference';
import { useOutboxRows } from '../../offline/hooks/use-outbox';
import { checkStatesOf, queuedEntriesOf, type CheckState, type QueuedEntry } from './held-outbox';

/**
 * The held shipments: the server's (or this device's copy offline), the entries still queued here,
 * and how far each ticked package has got. The list reloads whenever the server takes one of the
 * queued entries or checks.
 */
export const useHeldShipments = () => {
  const reference = useCachedReference('package-ins');
  const intake = useOutboxRows({ kind: 'package-in' });
  const checks = useOutboxRows({ kind: 'held-check' });
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const entries = [...(reference.data?.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

  const refreshRef = useRef(reference.refresh);
  useEffect(() => {
    refreshRef.current = reference.refresh;
  });
  const synced = [...intake, ...checks].filter((row) => row.status === 'done').length;
  const seenSynced = useRef(synced);
  useEffect(() => {
    if (synced === seenSynced.current) return;
    seenSynced.current = synced;
    refreshRef.current();
  }, [synced]);

  // The box shows ticked on the click itself; the outbox row that confirms it arrives a moment later.
  const [ticking, setTicking] = useState<ReadonlySet<number>>(new Set());
  const tick = async (pkg: HeldPackage) => {
    setTicking((ids) => new Set(ids).add(pkg.id));
    try {
      await enqueue('held-check', { packageId: pkg.id });
    } catch (error) {
      setTicking((ids) => new Set([...ids].filter((id) => id !== pkg.id)));
      notifyError(errorMessage(error));
    }
  };
  const checkStates = new Map<number, CheckState>([...[...ticking].map((id): [number, CheckState] => [id, 'pending']), ...checkStatesOf(checks)]);

  const remove = async (entry: PackageIn) => {
    const count = entry.packages_count === 1 ? '1 package' : `${entry.packages_count} packages`;
    const confirmed = await confirmAction({
      title: `Delete held shipment ${entry.id}?`,
      message: `Its ${count} will no longer be held. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    setDeletingId(entry.id);
    try {
      await packageInsApi.remove(entry.id);
      notifySuccess(`Held shipment ${entry.id} was deleted.`);
      reference.refresh();
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setDeletingId(null);
    }
  };

  const discard = async (entry: QueuedEntry) => {
    const confirmed = await confirmAction({
      title: `Discard ${entry.localRef}?`,
      message: `Its ${entry.count === 1 ? 'package' : `${entry.count} packages`} will not be held. This cannot be undone.`,
      confirmLabel: 'Discard',
      danger: true,
    });
    if (confirmed) await discardRow(entry.id).catch((error: unknown) => notifyError(errorMessage(error)));
  };

  return {
    reference,
    entries,
    queued: queuedEntriesOf(intake),
    checkStates,
    deletingId,
    tick: (pkg: HeldPackage) => void tick(pkg),
    remove: (entry: PackageIn) => void remove(entry),
    discard: (entry: QueuedEntry) => void discard(entry),
  };
};
