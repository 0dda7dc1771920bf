import type { OutboxRow } from './outbox-schema';

/**
 * How many changes a queued row holds, in the words the screens use: each scanned code and each
 * held package is a change, as are an order, a check and a delivery tick. A batch is not.
 */
export const changeCount = (row: OutboxRow) => {
  if (row.payloadError !== undefined) return 1;
  if (row.kind === 'scan') return row.payload.codes.length;
  if (row.kind === 'package-in') return row.payload.packages.length;
  return 1;
};
