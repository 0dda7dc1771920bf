import type { Delivery } from '../../../../src/domain/deliveries';
import type { OutboxEntry } from '../../../../src/app/offline/hooks/use-outbox';
import { outboxEntry, type EntryFields } from '../outbox-entry';

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

/** A 'delivery-tick' outbox row as useOutboxRows hands it out. */
export const tickRow = (deliveryId: number, over: EntryFields = {}): OutboxEntry =>
  outboxEntry({ kind: 'delivery-tick', payload: { deliveryId, delivered_at: '2026-03-04T15:00:00.000Z' }, ...over });
