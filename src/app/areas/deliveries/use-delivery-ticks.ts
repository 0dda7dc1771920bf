import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { Delivery } from '../../../domain/deliveries';
import { confirmAction } from '../../components/confirm';
import { notifyError } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { discardRow, enqueue, retryRow } from '../../offline/store/outbox';
import { requestSync } from '../../offline/sync';
import { useOutboxRows, type OutboxEntry } from '../../offline/hooks/use-outbox';
import { customerName } from './delivery-format';
import { deliveryState, ticksByDelivery, type Tick } from './delivery-state';

const tickOf = (row: OutboxEntry): Tick[] => {
  if (row.kind !== 'delivery-tick' || row.payloadError !== undefined) return [];
  const { deliveryId, delivered_at } = row.payload;
  return [{ rowId: row.id, deliveryId, deliveredAt: delivered_at, status: row.status, lastError: row.lastError, isMine: row.isMine, ownerName: row.ownerName }];
};

const reportFailure = (error: unknown) => notifyError(errorMessage(error));

/**
 * Ticks go through the outbox, online or not: the row shows delivered at once and the server
 * hears of it when it can. onSynced runs whenever another tick has reached the server.
 */
export const useDeliveryTicks = (onSynced: () => void) => {
  const rows = useOutboxRows({ kind: 'delivery-tick' });
  const ticks = useMemo(() => ticksByDelivery(rows.flatMap(tickOf)), [rows]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const synced = [...ticks.values()].filter((tick) => tick.status === 'done').length;
  const announceSynced = useEffectEvent(onSynced);
  // Only a change in the number of synced ticks calls for fresh server rows.
  useEffect(() => {
    if (synced > 0) announceSynced();
  }, [synced]);

  const tick = async (delivery: Delivery) => {
    const confirmed = await confirmAction({
      title: 'Mark as delivered',
      message: `Mark delivery #${delivery.id} for ${customerName(delivery)} as delivered? This cannot be undone.`,
      confirmLabel: 'Mark delivered',
    });
    if (!confirmed) return;
    setBusyId(delivery.id);
    try {
      await enqueue('delivery-tick', { deliveryId: delivery.id, delivered_at: new Date().toISOString() });
      void requestSync();
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusyId(null);
    }
  };

  const retry = (failed: Tick) =>
    void retryRow(failed.rowId)
      .then(() => void requestSync())
      .catch(reportFailure);

  const discard = async (failed: Tick) => {
    const confirmed = await confirmAction({
      title: 'Discard this tick?',
      message: 'The delivery stays not delivered on the server. You can tick it again afterwards.',
      confirmLabel: 'Discard',
      danger: true,
    });
    if (confirmed) await discardRow(failed.rowId).catch(reportFailure);
  };

  return {
    stateOf: (delivery: Delivery) => deliveryState(delivery, ticks.get(delivery.id)),
    tick: (delivery: Delivery) => void tick(delivery),
    retry,
    discard: (failed: Tick) => void discard(failed),
    busyId,
  };
};
