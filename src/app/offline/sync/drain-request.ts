import { readPayload } from '../store/outbox-read';
import type { OutboxRow, ScanPayload } from '../store/outbox-schema';

export type ApiRequest = { path: string; body: unknown };

/** One POST /api/scan for consecutive scans at one checkpoint, each code with its device time. */
export const scanBatchRequest = (userId: number, checkpoint: number, payloads: readonly ScanPayload[]): ApiRequest => ({
  path: '/api/scan',
  body: { userID: userId, data: { checkpoint, qrcodes: payloads.flatMap((payload) => payload.codes) } },
});

/** The request a single (non-scan) row stands for, or why its payload cannot be sent. */
export const rowRequest = (row: OutboxRow): ApiRequest | { error: string } => {
  switch (row.kind) {
    case 'scan': {
      const read = readPayload('scan', row.payload);
      return read.ok ? scanBatchRequest(row.userId, read.payload.checkpoint, [read.payload]) : read;
    }
    case 'package-in': {
      const read = readPayload('package-in', row.payload);
      return read.ok ? { path: '/api/package-ins', body: read.payload } : read;
    }
    case 'held-check': {
      const read = readPayload('held-check', row.payload);
      return read.ok ? { path: `/api/held-packages/${read.payload.packageId}/checked`, body: undefined } : read;
    }
    case 'order-create': {
      // Always under the row's owner: the server refuses an order recorded in someone else's name.
      const read = readPayload('order-create', row.payload);
      return read.ok ? { path: '/api/orders', body: { workerID: row.userId, data: read.payload.data } } : read;
    }
    case 'delivery-tick': {
      const read = readPayload('delivery-tick', row.payload);
      return read.ok ? { path: `/api/deliveries/${read.payload.deliveryId}/delivered`, body: { delivered_at: read.payload.delivered_at } } : read;
    }
  }
};
