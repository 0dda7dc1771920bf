import * as z from 'zod/mini';
import { zErrorBody } from '../../api/error-body';
import { db } from '../store/db';
import { readRow } from '../store/outbox-read';
import type { DrainUnit } from './drain-units';

export type SendOutcome =
  | { type: 'ok'; body: unknown }
  | { type: 'retry'; message: string }
  | { type: 'refused'; message: string }
  | { type: 'unauthorized' };

export type SendEnv = { fetch: typeof fetch; baseUrl?: string; requestTimeoutMs?: number };

/**
 * Marks the unit's rows as sending and, for a new batch, stores its key on every row in the same
 * transaction, so any later retry resends exactly this batch under exactly this key. Returns the
 * key, or null when a row changed since it was read (discarded, edited): a later drain regroups it.
 */
export const claimUnit = (unit: DrainUnit) =>
  db.transaction('rw', db.outbox, async () => {
    const stored = await db.outbox.bulkGet(unit.rows.map((row) => row.id));
    const unchanged = unit.rows.every((row, index) => {
      const read = readRow(stored[index]);
      return (
        read.ok &&
        read.row.status === 'pending' &&
        read.row.batchKey === unit.batchKey &&
        read.row.idempotencyKey === row.idempotencyKey &&
        JSON.stringify(read.row.payload) === JSON.stringify(row.payload)
      );
    });
    if (!unchanged) return null;
    const key = unit.batch ? (unit.batchKey ?? crypto.randomUUID()) : unit.rows[0]!.idempotencyKey;
    await db.outbox.bulkUpdate(unit.rows.map((row) => ({ key: row.id, changes: { status: 'sending', batchKey: unit.batch ? key : null } })));
    return key;
  });

/** The answer's JSON, or null for an empty or non-JSON body; a body cut off in transit still throws. */
const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!response.headers.get('content-type')?.includes('json') || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const refusalMessage = (status: number, body: unknown) => {
  const parsed = z.safeParse(zErrorBody, body);
  if (!parsed.success) return `The server refused this change (${status}).`;
  const { message } = parsed.data.error;
  // A field that only repeats the message (a deleted checkpoint) would show the same sentence twice.
  const fields = Object.entries(parsed.data.error.fields ?? {})
    .filter(([, text]) => text !== message)
    .map(([field, text]) => `${field}: ${text}`);
  return fields.length > 0 ? `${message} (${fields.join('; ')})` : message;
};

const timeoutDefaultMs = 30_000;

/** Sends one unit; a hung connection is cut after a timeout so it cannot hold the drain lock forever. */
export const sendUnit = async (env: SendEnv, unit: DrainUnit, token: string, key: string): Promise<SendOutcome> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), env.requestTimeoutMs ?? timeoutDefaultMs);
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key };
  if (unit.request.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await env.fetch(`${env.baseUrl ?? ''}${unit.request.path}`, {
      method: 'POST',
      headers,
      body: unit.request.body === undefined ? undefined : JSON.stringify(unit.request.body),
      signal: controller.signal,
    });
    const body = await readJson(response);
    if (response.ok) return { type: 'ok', body };
    if (response.status === 401) return { type: 'unauthorized' };
    if (response.status === 429 || response.status >= 500) return { type: 'retry', message: `The server is busy or failing (${response.status}); retrying later.` };
    return { type: 'refused', message: refusalMessage(response.status, body) };
  } catch {
    // Also an answer cut off after a 2xx: the same key makes the retry a replay, not a second change.
    return { type: 'retry', message: 'The server could not be reached; retrying later.' };
  } finally {
    clearTimeout(timer);
  }
};
