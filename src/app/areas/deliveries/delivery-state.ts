import type { Delivery } from '../../../domain/deliveries';

/** A queued 'delivery-tick' outbox row, as the screen needs it. */
export type Tick = {
  rowId: string;
  deliveryId: number;
  deliveredAt: string;
  status: 'pending' | 'sending' | 'failed' | 'done';
  lastError: string | null;
  isMine: boolean;
  ownerName: string;
};

/**
 * What a row shows: open (can be ticked), queued on this device (delivered, waiting to sync),
 * failed (the server refused the tick; retry or discard), or delivered for good.
 */
export type DeliveryState =
  | { kind: 'open' }
  | { kind: 'queued'; tick: Tick }
  | { kind: 'failed'; tick: Tick }
  | { kind: 'delivered'; deliveredAt: string | null };

const rank: Record<Tick['status'], number> = { done: 0, sending: 1, pending: 2, failed: 3 };

/** One tick per delivery: the one that got furthest, so a stale failure never hides a later success. */
export const ticksByDelivery = (ticks: readonly Tick[]) => {
  const byDelivery = new Map<number, Tick>();
  for (const tick of ticks) {
    const kept = byDelivery.get(tick.deliveryId);
    if (!kept || rank[tick.status] < rank[kept.status]) byDelivery.set(tick.deliveryId, tick);
  }
  return byDelivery;
};

export const deliveryState = (delivery: Delivery, tick: Tick | undefined): DeliveryState => {
  if (delivery.delivered) return { kind: 'delivered', deliveredAt: delivery.delivered_at };
  if (!tick) return { kind: 'open' };
  if (tick.status === 'done') return { kind: 'delivered', deliveredAt: tick.deliveredAt };
  if (tick.status === 'failed') return { kind: 'failed', tick };
  return { kind: 'queued', tick };
};
