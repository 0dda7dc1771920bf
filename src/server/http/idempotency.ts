import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../domain/errors';
import { AppError } from './app-error';
import { claimKeyRow, findKeyRow, type KeyRow } from './mutation-queries';

/** The hash a key is stored with: the request line and what its body means. */
export const hashRequest = (request: FastifyRequest, body: string) => createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');

/**
 * Claims a key for this request, in its transaction: 'claimed' when it is the first with the key,
 * otherwise the first one's stored row. The same key with another request is refused (409).
 */
export const claimKey = async (request: FastifyRequest, key: string, hash: string): Promise<'claimed' | KeyRow> => {
  const userId = request.user?.id ?? 0;
  const db = request.db;
  // A concurrent first request holds the row lock until it commits; this insert waits for it.
  const inserted = await claimKeyRow(db, { userId, key, method: request.method, path: request.url, requestHash: hash });
  if (inserted.rows.length > 0) return 'claimed';
  const stored = await findKeyRow(db, userId, key);
  if (!stored || stored.requestHash !== hash) {
    throw new AppError(ErrorCode.IDEMPOTENCY_MISMATCH, 'This Idempotency-Key was already used for a different request.');
  }
  return stored;
};

/** Answers a retried request from the stored response instead of running it again. */
export const sendStored = (reply: FastifyReply, stored: KeyRow) =>
  reply
    .code(stored.statusCode ?? 200)
    .header('content-type', stored.contentType ?? 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(stored.responseBody ?? '');

/**
 * Thrown when a request whose body could be hashed only once read (an upload) turns out to be a
 * retry: what the handler did so far is undone on the way out, and the error handler answers
 * with the stored response.
 */
export class StoredAnswer extends Error {
  readonly stored: KeyRow;

  constructor(stored: KeyRow) {
    super('This request was already answered.');
    this.stored = stored;
  }
}
