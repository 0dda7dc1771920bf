import { z } from 'zod';
import { zCreateOrderBody } from '../../../../domain/orders';
import type { OutboxEntry } from '../../../offline/hooks/use-outbox';

const dayMs = 24 * 60 * 60_000;

// The server answers POST /orders with the whole order; its id and customer are all the list needs.
const zCreatedOrder = z.object({ id: z.number().int(), client_fullname: z.string() });

export type PendingOrder = {
  row: OutboxEntry;
  /** The queued body, or null when it no longer reads as an order (it can only be discarded). */
  body: z.infer<typeof zCreateOrderBody> | null;
  created: z.infer<typeof zCreatedOrder> | null;
};

export const readPendingOrder = (row: OutboxEntry): PendingOrder => {
  const body = zCreateOrderBody.safeParse(row.payload);
  const created = row.status === 'done' ? zCreatedOrder.safeParse(row.result) : null;
  return { row, body: body.success ? body.data : null, created: created?.success ? created.data : null };
};

/** Queued and failed orders always show; sent ones for a day, long enough to open the new order from here. */
export const pendingOrdersToShow = (rows: readonly OutboxEntry[], now: number) =>
  rows.filter((row) => row.status !== 'done' || now - Date.parse(row.createdAt) < dayMs).map(readPendingOrder);
