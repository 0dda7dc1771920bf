import type { ScanBody } from '../../../domain/scan';
import { SCAN_BATCH_MAX } from '../../../domain/scan-batch';
import { db } from '../store/db';
import { readRow, surfaceUnreadable } from '../store/outbox-read';
import { isCheckedScan, type CheckedRow, type CheckedScanRow, type OutboxRow, type ScanPayload } from '../store/outbox-schema';

export type ApiRequest = { path: string; body: unknown };

/** One POST /api/scan for consecutive scans at one checkpoint, each code with its device time. */
const scanBatchRequest = (userId: number, checkpoint: number, payloads: readonly ScanPayload[]): ApiRequest => ({
  path: '/api/scan',
  body: { userID: userId, data: { checkpoint, qrcodes: payloads.flatMap((payload) => payload.codes) } } satisfies ScanBody,
});

/** The request a single row other than a scan stands for (scans go in batches). */
const rowRequest = (row: Exclude<CheckedRow, { kind: 'scan' }>): ApiRequest => {
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

/** What one request sends: one row, or a batch of scan rows that share one Idempotency-Key. */
export type DrainUnit = { rows: CheckedRow[]; request: ApiRequest; batchKey: string | null; batch: boolean };

const byCreatedAt = (a: OutboxRow, b: OutboxRow) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id);

/** The owner's pending rows that are due, oldest first; unreadable ones are marked failed on the way. */
export const loadDueRows = async (userId: number, nowMs: number, ignoreBackoff: boolean) => {
  const due: OutboxRow[] = [];
  for (const raw of await db.outbox.where('status').equals('pending').toArray()) {
    const read = readRow(raw);
    if (!read.ok) {
      await surfaceUnreadable(read.unreadable);
      continue;
    }
    const { row } = read;
    if (row.userId !== userId) continue;
    if (!ignoreBackoff && row.nextAttemptAt !== null && Date.parse(row.nextAttemptAt) > nowMs) continue;
    due.push(row);
  }
  return due.sort(byCreatedAt);
};

const scanUnit = (members: readonly CheckedScanRow[], batchKey: string | null): DrainUnit => ({
  rows: [...members],
  request: scanBatchRequest(members[0]!.userId, members[0]!.payload.checkpoint, members.map((member) => member.payload)),
  batchKey,
  batch: true,
});

/**
 * A batch that was already sent once keeps exactly its rows, so a retry repeats the same request
 * under the same key; new scans join only the consecutive new scans at the same checkpoint.
 */
const collectBatch = (first: CheckedScanRow, rows: readonly OutboxRow[], from: number) => {
  if (first.batchKey !== null) {
    const key = first.batchKey;
    return rows.filter((row): row is CheckedScanRow => isCheckedScan(row) && row.batchKey === key);
  }
  const members = [first];
  let codes = first.payload.codes.length;
  for (let i = from + 1; i < rows.length; i++) {
    const next = rows[i];
    if (!isCheckedScan(next) || next.batchKey !== null || next.payload.checkpoint !== first.payload.checkpoint) break;
    if (codes + next.payload.codes.length > SCAN_BATCH_MAX) break;
    codes += next.payload.codes.length;
    members.push(next);
  }
  return members;
};

/** Splits due rows into requests; rows whose payload cannot be read are marked failed instead. */
export const groupUnits = async (rows: readonly OutboxRow[]): Promise<DrainUnit[]> => {
  const units: DrainUnit[] = [];
  const taken = new Set<string>();
  for (const [index, row] of rows.entries()) {
    if (taken.has(row.id)) continue;
    if (row.payloadError !== undefined) {
      await surfaceUnreadable({ id: row.id, error: row.payloadError });
      continue;
    }
    if (row.kind === 'scan') {
      const members = collectBatch(row, rows, index);
      for (const member of members) taken.add(member.id);
      units.push(scanUnit(members, row.batchKey));
      continue;
    }
    units.push({ rows: [row], request: rowRequest(row), batchKey: null, batch: false });
  }
  return units;
};
