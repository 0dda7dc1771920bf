import type { Delivery } from '../../../src/domain/deliveries';
import type { OutboxEntry } from '../../../src/app/offline/use-outbox';

export const delivery = (over: Partial<Delivery> & Pick<Delivery, 'id'>): Delivery => ({
  delivered: false,
  flagged: false,
  user: { id: 40, first_name: 'Andre', last_name: 'Rolle' },
  directions: 'Blue gate past the church, Carmichael Road',
  time: '10:00am-12:00pm',
  weight: 12.5,
  orders: [101, 102],
  total: 42.5,
  date: '2026-03-04',
  delivered_at: null,
  delivered_by: null,
  ...over,
});

let serial = 0;

/** A 'delivery-tick' outbox row as useOutboxRows hands it out. */
export const tickRow = (deliveryId: number, over: Partial<OutboxEntry> = {}): OutboxEntry => {
  serial += 1;
  const at = new Date(Date.UTC(2026, 2, 4, 15, 0, serial)).toISOString();
  return {
    id: `tick-${serial}`,
    kind: 'delivery-tick',
    payload: { deliveryId, delivered_at: at },
    idempotencyKey: `key-${serial}`,
    userId: 3,
    ownerName: 'Wes Worker',
    occurredAt: at,
    createdAt: at,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    result: null,
    batchKey: null,
    localRef: `L-${serial}`,
    isMine: true,
    ...over,
  };
};
