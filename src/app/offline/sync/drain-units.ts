import { db } from '../store/db';
import { scanBatchRequest, rowRequest, type ApiRequest } from './drain-request';
import { readPayload, readRow, surfaceUnreadable } from '../store/outbox-read';
import type { OutboxRow, ScanPayload } from '../store/outbox-schema';

/** What one request sends: one row, or a batch of scan rows that share one Idempotency-Key. */
export type DrainUnit = { rows: OutboxRow[]; request: ApiRequest; batchKey: string | null; batch: boolean };

const maxCodesPerBatch = 1000;

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

type ScanRow = { row: OutboxRow; payload: ScanPayload };

const scanRowOf = (row: OutboxRow | undefined): ScanRow | null => {
  if (row?.kind !== 'scan') return null;
  const read = readPayload('scan', row.payload);
  return read.ok ? { row, payload: read.payload } : null;
};

const scanUnit = (members: readonly ScanRow[], batchKey: string | null): DrainUnit => ({
  rows: members.map((m) => m.row),
  request: scanBatchRequest(members[0]!.row.userId, members[0]!.payload.checkpoint, members.map((m) => m.payload)),
  batchKey,
  batch: true,
});

/**
 * A batch that was already sent once keeps exactly its rows, so a retry repeats the same request
 * under the same key; new scans join only the consecutive new scans at the same checkpoint.
 */
const collectBatch = (first: ScanRow, rows: readonly OutboxRow[], from: number) => {
  if (first.row.batchKey !== null) {
    const key = first.row.batchKey;
    return rows.filter((row) => row.batchKey === key).flatMap((row) => scanRowOf(row) ?? []);
  }
  const members = [first];
  let codes = first.payload.codes.length;
  for (let i = from + 1; i < rows.length; i++) {
    const next = scanRowOf(rows[i]);
    if (!next || next.row.batchKey !== null || next.payload.checkpoint !== first.payload.checkpoint) break;
    if (codes + next.payload.codes.length > maxCodesPerBatch) break;
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
    const scan = scanRowOf(row);
    if (scan) {
      const members = collectBatch(scan, rows, index);
      for (const member of members) taken.add(member.row.id);
      units.push(scanUnit(members, row.batchKey));
      continue;
    }
    const request = rowRequest(row);
    if ('error' in request) {
      await surfaceUnreadable({ id: row.id, error: request.error });
      continue;
    }
    units.push({ rows: [row], request, batchKey: null, batch: false });
  }
  return units;
};
