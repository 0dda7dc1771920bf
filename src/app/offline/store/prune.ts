import { db } from './db';
import { needsAttention } from './attention';
import { readStoredRow } from './outbox-read';

const keepDoneMs = 7 * 24 * 60 * 60_000;
const keepDoneRows = 2000;

/**
 * Sent rows stay a week (screens show their results, such as per-code scan answers), at most the
 * newest 2000; older ones go. Pending and failed rows are never pruned, nor sent ones with codes
 * the worker has not yet seen to.
 */
export const pruneDoneRows = async (nowMs: number) => {
  const done = (await db.outbox.where('status').equals('done').toArray()).flatMap((raw) => {
    const read = readStoredRow(raw);
    return read.ok ? [read.row] : [];
  });
  done.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const stale = done.filter((row, index) => !needsAttention(row) && (index >= keepDoneRows || nowMs - Date.parse(row.createdAt) > keepDoneMs));
  if (stale.length > 0) await db.outbox.bulkDelete(stale.map((row) => row.id));
};
