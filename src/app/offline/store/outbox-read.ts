import * as z from 'zod/mini';
import { db } from './db';
import { describeIssues, payloadSchemas, zOutboxRow, type OutboxKind, type OutboxPayloads, type OutboxRow, type PayloadRead, type RowOf, type StoredRow } from './outbox-schema';

/** A stored row that no longer matches its schema (a bug, an old version, a damaged disk). */
export type UnreadableRow = { id: string; error: string };

type Read<R> = { ok: true; row: R } | { ok: false; unreadable: UnreadableRow };

export const unreadableMessage = (detail: string) =>
  `This queued change could not be read (${detail}).`;

const idOf = (raw: unknown) =>
  typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'string' ? raw.id : '';

/** The row as stored, its envelope checked; what writes a row back reads it this way. */
export const readStoredRow = (raw: unknown): Read<StoredRow> => {
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

const withPayload = <K extends OutboxKind>(row: StoredRow, kind: K): RowOf<K> => {
  const read = readPayload(kind, row.payload);
  const payload: PayloadRead<OutboxPayloads[K]> = read.ok ? { payload: read.payload } : { payload: row.payload, payloadError: read.error };
  return { ...row, kind, ...payload };
};

/** A row's payload is parsed here, once; everything past the read gets it typed by its kind. */
const typedRow = (row: StoredRow): OutboxRow => {
  switch (row.kind) {
    case 'scan':
      return withPayload(row, 'scan');
    case 'package-in':
      return withPayload(row, 'package-in');
    case 'held-check':
      return withPayload(row, 'held-check');
    case 'order-create':
      return withPayload(row, 'order-create');
    case 'delivery-tick':
      return withPayload(row, 'delivery-tick');
  }
};

export const readRow = (raw: unknown): Read<OutboxRow> => {
  const stored = readStoredRow(raw);
  return stored.ok ? { ok: true, row: typedRow(stored.row) } : stored;
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
