import { readPayload } from '../store/outbox-read';
import type { OutboxRow } from '../store/outbox-schema';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line saying what a queued change does, in the words of the screen that queued it. */
export const describeRow = (row: OutboxRow, checkpointName: (id: number) => string | undefined): string => {
  switch (row.kind) {
    case 'scan': {
      const read = readPayload('scan', row.payload);
      if (!read.ok) return 'Scan';
      const name = checkpointName(read.payload.checkpoint) ?? `checkpoint #${read.payload.checkpoint}`;
      return `${plural(read.payload.codes.length, 'code', 'codes')} scanned at ${name}`;
    }
    case 'package-in': {
      const read = readPayload('package-in', row.payload);
      return read.ok ? `Hold ${plural(read.payload.packages.length, 'package', 'packages')}` : 'Hold packages';
    }
    case 'held-check': {
      const read = readPayload('held-check', row.payload);
      return read.ok ? `Check held package #${read.payload.packageId}` : 'Check a held package';
    }
    case 'order-create':
      return `New order ${row.localRef}`;
    case 'delivery-tick': {
      const read = readPayload('delivery-tick', row.payload);
      return read.ok ? `Delivery #${read.payload.deliveryId} delivered` : 'Delivery delivered';
    }
  }
};
