import * as z from 'zod/mini';
import { db } from './db';
import { createLocalRef } from './local-ref';
import { readPayload, readStoredRow } from './outbox-read';
import type { AttentionStatus, OutboxKind, OutboxPayloads, StoredRow } from './outbox-schema';
import { withQuotaCheck } from './quota';
import { readSessionRow } from './session-row';
import { signalSyncNeeded } from './sync-signals';

export { OutboxQuotaError } from './quota';

let lastCreatedMs = 0;

/** Strictly increasing, so rows queued within one millisecond keep the order they were queued in. */
const nextCreatedAt = () => {
  lastCreatedMs = Math.max(Date.now(), lastCreatedMs + 1);
  return new Date(lastCreatedMs).toISOString();
};

const checkedPayload = <K extends OutboxKind>(kind: K, payload: unknown) => {
  const result = readPayload(kind, payload);
  if (!result.ok) throw new Error(result.error);
  return result.payload;
};

/**
 * A new row under the signed-in user, not yet stored: every queued change is built here, and
 * sent under that user's token only.
 */
export const newRow = async <K extends OutboxKind>(kind: K, payload: OutboxPayloads[K], options: { idempotencyKey?: string } = {}): Promise<StoredRow> => {
  const session = await readSessionRow();
  if (!session) throw new Error('Sign in to record this change.');
  const createdAt = nextCreatedAt();
  return {
    id: crypto.randomUUID(),
    kind,
    payload: checkedPayload(kind, payload),
    idempotencyKey: options.idempotencyKey ?? crypto.randomUUID(),
    userId: session.userId,
    ownerName: session.name,
    occurredAt: createdAt,
    createdAt,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    result: null,
    batchKey: null,
    localRef: createLocalRef(),
    acknowledgedAt: null,
  };
};

/**
 * Queues a change under the signed-in user. A change first tried straight away passes the key of
 * that try: if the server saved it and only the answer was lost, the queued copy replays that
 * answer instead of saving it again.
 */
export const enqueue = async <K extends OutboxKind>(kind: K, payload: OutboxPayloads[K], options: { idempotencyKey?: string } = {}): Promise<StoredRow> => {
  const row = await newRow(kind, payload, options);
  await withQuotaCheck(() => db.outbox.add(row));
  signalSyncNeeded();
  return row;
};

const readStored = async (id: string) => {
  const result = readStoredRow(await db.outbox.get(id));
  if (!result.ok) throw new Error(result.unreadable.error);
  return result.row;
};

/**
 * Sends a failed row again, edited or as it was. A changed payload is a different request, so it
 * gets a fresh key; the batch key always goes, because a refused batch left nothing on the server.
 */
export const retryRow = async (id: string, payload?: unknown) => {
  await withQuotaCheck(() =>
    db.transaction('rw', db.outbox, async () => {
      const row = await readStored(id);
      if (row.status !== 'failed') throw new Error('Only a failed change can be retried.');
      const changed = payload !== undefined && JSON.stringify(payload) !== JSON.stringify(row.payload);
      await db.outbox.update(id, {
        payload: changed ? checkedPayload(row.kind, payload) : row.payload,
        idempotencyKey: changed ? crypto.randomUUID() : row.idempotencyKey,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
        batchKey: null,
      });
    }),
  );
  signalSyncNeeded();
};

/** Removes a failed or pending row, including one too damaged to read; the screen has asked first. */
export const discardRow = async (id: string) => {
  await db.transaction('rw', db.outbox, async () => {
    const raw = await db.outbox.get(id);
    if (raw === undefined) return;
    const status = z.safeParse(z.object({ status: z.string() }), raw);
    if (status.success && (status.data.status === 'done' || status.data.status === 'sending')) {
      throw new Error(status.data.status === 'done' ? 'This change was already sent.' : 'This change is being sent right now.');
    }
    await db.outbox.delete(id);
  });
};

/** The worker has dismissed a sent row's codes that did not go through, whatever the reason. */
export const acknowledgeRow = async (id: string) => {
  await db.outbox.update(id, { acknowledgedAt: new Date().toISOString() });
};

/** The worker has taken up a sent row's codes of one reason (unknown ones put back in the scan form). */
export const settleCodes = async (id: string, status: AttentionStatus) => {
  await db.transaction('rw', db.outbox, async () => {
    const row = await readStored(id);
    await db.outbox.update(id, { settled: [...new Set([...(row.settled ?? []), status])] });
  });
};
