import type { OutboxRow } from '../store/outbox-schema';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line saying what a queued change does, in the words of the screen that queued it. */
export const describeRow = (row: OutboxRow, checkpointName: (id: number) => string | undefined): string => {
  switch (row.kind) {
    case 'scan': {
      if (row.payloadError !== undefined) return 'Scan';
      const name = checkpointName(row.payload.checkpoint) ?? `checkpoint #${row.payload.checkpoint}`;
      return `${plural(row.payload.codes.length, 'code', 'codes')} scanned at ${name}`;
    }
    case 'package-in':
      return row.payloadError === undefined ? `Hold ${plural(row.payload.packages.length, 'package', 'packages')}` : 'Hold packages';
    case 'held-check':
      return row.payloadError === undefined ? `Check held package #${row.payload.packageId}` : 'Check a held package';
    case 'order-create':
      return `New order ${row.localRef}`;
    case 'delivery-tick':
      return row.payloadError === undefined ? `Delivery #${row.payload.deliveryId} delivered` : 'Delivery delivered';
  }
};
