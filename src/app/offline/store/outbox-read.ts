import * as z from 'zod/mini';
import { db } from './db';
import { describeIssues, payloadSchemas, zOutboxRow, type OutboxKind, type OutboxPayloads, type OutboxRow } from './outbox-schema';

/** A stored row that no longer matches its schema (a bug, an old version, a damaged disk). */
export type UnreadableRow = { id: string; error: string };

export type ReadResult = { ok: true; row: OutboxRow } | { ok: false; unreadable: UnreadableRow };

export const unreadableMessage = (detail: string) =>
  `This queued change could not be read (${detail}).`;

const idOf = (raw: unknown) =>
  typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'string' ? raw.id : '';

export const readRow = (raw: unknown): ReadResult => {
  const parsed = z.safeParse(zOutboxRow, raw);
  if (parsed.success) return { ok: true, row: parsed.data };
  return { ok: false, unreadable: { id: idOf(raw), error: unreadableMessage(describeIssues(parsed.error)) } };
};

export type PayloadResult<K extends OutboxKind> = { ok: true; payload: OutboxPayloads[K] } | { ok: false; error: string };

/** The payload checked against its kind's schema; order forms are checked in full by the server. */
export const readPayload = <K extends OutboxKind>(kind: K, payload: unknown): PayloadResult<K> => {
  const parsed = z.safeParse(payloadSchemas[kind], payload);
  if (!parsed.success) return { ok: false, error: unreadableMessage(describeIssues(parsed.error)) };
  return { ok: true, payload: parsed.data as OutboxPayloads[K] };
};

/**
 * Marks a row that fails its schema as failed, so it shows in the panel instead of vanishing.
 * When even its status cannot be set (no id), the panel still lists it from the raw table.
 */
export const surfaceUnreadable = async (unreadable: UnreadableRow) => {
  if (!unreadable.id) return;
  await db.outbox.update(unreadable.id, { status: 'failed', lastError: unreadable.error, nextAttemptAt: null });
};

/** Every row, validated, split into the readable and the unreadable. */
export const readAllRows = async () => {
  const rows: OutboxRow[] = [];
  const unreadable: UnreadableRow[] = [];
  for (const raw of await db.outbox.toArray()) {
    const result = readRow(raw);
    if (result.ok) rows.push(result.row);
    else unreadable.push(result.unreadable);
  }
  return { rows, unreadable };
};
