import { codesNeedingAttention } from './attention';
import { db } from './db';
import { newRow } from './outbox';
import { readRow } from './outbox-read';
import type { StoredRow } from './outbox-schema';
import { withQuotaCheck } from './quota';
import { signalSyncNeeded } from './sync-signals';

export const alreadyResentMessage = 'These codes were already resent or dismissed.';

const readSentScan = async (id: string) => {
  const read = readRow(await db.outbox.get(id));
  if (!read.ok) throw new Error(read.unreadable.error);
  if (read.row.kind !== 'scan' || read.row.payloadError !== undefined) throw new Error('Only scanned codes can be resent.');
  return read.row;
};

/**
 * Resend: once the customer has paid, a sent scan's unpaid codes are queued again as a new scan at
 * the same checkpoint, scanned now, under a key of their own (the first batch's key would only
 * replay its answer). They go through if the order is paid by then, or come back unpaid. The new
 * row and the settling of the old one are one write, so a second tap cannot queue them twice.
 */
export const resendUnpaid = async (id: string): Promise<StoredRow> => {
  const sent = await readSentScan(id);
  const codes = [...new Set(codesNeedingAttention(sent).unpaid)];
  if (codes.length === 0) throw new Error(alreadyResentMessage);
  const at = new Date().toISOString();
  const row = await newRow('scan', { checkpoint: sent.payload.checkpoint, codes: codes.map((code) => ({ code, occurred_at: at })) });
  await withQuotaCheck(() =>
    db.transaction('rw', db.outbox, async () => {
      const current = await readSentScan(id);
      if (codesNeedingAttention(current).unpaid.length === 0) throw new Error(alreadyResentMessage);
      await db.outbox.add(row);
      await db.outbox.update(id, { settled: [...(current.settled ?? []), 'unpaid'] });
    }),
  );
  signalSyncNeeded();
  return row;
};
