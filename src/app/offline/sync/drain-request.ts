import type { ScanBody } from '../../../domain/scan';
import type { CheckedRow, ScanPayload } from '../store/outbox-schema';

export type ApiRequest = { path: string; body: unknown };

/** One POST /api/scan for consecutive scans at one checkpoint, each code with its device time. */
export const scanBatchRequest = (userId: number, checkpoint: number, payloads: readonly ScanPayload[]): ApiRequest => ({
  path: '/api/scan',
  body: { userID: userId, data: { checkpoint, qrcodes: payloads.flatMap((payload) => payload.codes) } } satisfies ScanBody,
});

/** The request a single row other than a scan stands for (scans go in batches). */
export const rowRequest = (row: Exclude<CheckedRow, { kind: 'scan' }>): ApiRequest => {
  switch (row.kind) {
    case 'package-in':
      return { path: '/api/package-ins', body: row.payload };
    case 'held-check':
      return { path: `/api/held-packages/${row.payload.packageId}/checked`, body: undefined };
    case 'order-create':
      // Always under the row's owner: the server refuses an order recorded in someone else's name.
      return { path: '/api/orders', body: { workerID: row.userId, data: row.payload.data } };
    case 'delivery-tick':
      return { path: `/api/deliveries/${row.payload.deliveryId}/delivered`, body: { delivered_at: row.payload.delivered_at } };
  }
};
