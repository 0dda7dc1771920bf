import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { isCustomerType } from '../../domain/constants';
import { ErrorCode } from '../../domain/errors';
import { bindClient, type Database } from '../db/client';
import { markHolding, runRequest } from '../db/connection-guard';
import { beginTransaction, endTransaction } from '../db/transactions';
import { AppError } from './app-error';
import { writeFinishRows } from './mutation-queries';
import { isUnpolicedRoute } from './access';
import { claimKey, hashRequest, sendStored, StoredAnswer } from './idempotency';
import { registerTransactionEffects } from './transaction-effects';
import type { ActivityConfig } from './types';

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isMutation = (request: FastifyRequest) => mutating.has(request.method) || request.routeOptions.config.mutating === true;
const maxKeyLength = 200;

/** An upload route says so in its schema's `consumes` (the API document shows it): only such a route streams its body past the hooks. */
const readsUpload = (request: FastifyRequest) => (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes?.includes('multipart/form-data') === true;

/** streamedKey: a key still to be claimed once the route has read its streamed body (claimStreamedKey). */
type Open = { client: pg.PoolClient; key: string | null; streamedKey: string | null; replayed: boolean };
const open = new WeakMap<FastifyRequest, Open>();

const finish = async (request: FastifyRequest, commit: boolean) => {
  const state = open.get(request);
  if (!state) return;
  open.delete(request);
  try {
    await endTransaction(state.client, commit);
  } finally {
    state.client.release();
    markHolding(false);
  }
};

const parsedAnswer = (payload: unknown): unknown => {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
};

const entityIdOf = (request: FastifyRequest, answer: unknown): number | null => {
  const id = Number((request.params as Record<string, unknown> | undefined)?.id);
  if (Number.isInteger(id) && id > 0) return id;
  const answered = (answer as { id?: unknown } | null)?.id;
  return typeof answered === 'number' ? answered : null;
};

const activityRow = (request: FastifyRequest, activity: NonNullable<ActivityConfig>, payload: unknown) => {
  const answer = parsedAnswer(payload);
  return { action: activity.action, entity: activity.entity, entityId: entityIdOf(request, answer), detail: activity.detail?.(request.body, answer) ?? null };
};

/** Takes the key for this request; when it is a retry, the first request's stored answer. */
const claimFor = async (request: FastifyRequest, state: Open, key: string, hash: string) => {
  const claim = await claimKey(request, key, hash);
  if (claim === 'claimed') {
    state.key = key;
    return null;
  }
  state.replayed = true;
  return claim;
};

/**
 * For a body that streams past the handler (an upload), only the handler can hash it, from the
 * bytes it read: it calls this once it has, before it writes any row. A retry then throws
 * StoredAnswer, which undoes the handler's work and answers as the first request was answered.
 */
export const claimStreamedKey = async (request: FastifyRequest, bodyDigest: string) => {
  const state = open.get(request);
  const key = state?.streamedKey;
  if (!state || !key) return;
  state.streamedKey = null;
  const stored = await claimFor(request, state, key, hashRequest(request, `multipart:${bodyDigest}`));
  if (stored) throw new StoredAnswer(stored);
};

/**
 * Every mutating API request runs in one transaction that also holds its idempotency
 * record and its activity-log row: the change, the stored answer and the audit commit
 * together or not at all. Only successful answers are stored; a refused request leaves
 * nothing behind and may be sent again. Reads run on the pool: the replica's (readDatabase) for
 * routes that say `reads: 'replica'`, the primary's for the rest.
 */
export const registerMutations = (app: FastifyInstance, database: Database, readDatabase: Database) => {
  app.decorateRequest('db', null as never);

  app.addHook('onRoute', (route) => {
    if (isUnpolicedRoute(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const writes = methods.some((m) => mutating.has(m)) || route.config?.mutating === true;
    if (writes && route.config?.activity === undefined) {
      throw new Error(`Mutating route ${route.url} must declare config.activity (null when not staff work)`);
    }
    // A replica refuses writes, and a change read back from it may not be there yet.
    if (writes && route.config?.reads === 'replica' && route.config.transaction !== false) {
      throw new Error(`Mutating route ${route.url} runs on the primary and cannot declare config.reads 'replica'`);
    }
  });

  app.addHook('onRequest', (request, _reply, done) => {
    request.db = request.routeOptions.config.reads === 'replica' ? readDatabase.db : database.db;
    runRequest(done);
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!isMutation(request) || isUnpolicedRoute(request.routeOptions.url ?? '')) return;
    if (request.routeOptions.config.transaction === false) return;
    const client = await database.pool.connect();
    const state: Open = { client, key: null, streamedKey: null, replayed: false };
    open.set(request, state);
    markHolding(true);
    request.db = bindClient(client);
    const key = request.headers['idempotency-key'];
    const keyed = typeof key === 'string' && key !== '';
    const fits = keyed && key.length <= maxKeyLength;
    // Any other route reads no multipart body: its key covers the request as the route reads it.
    const streamed = fits && request.isMultipart() && readsUpload(request);
    const keyedBody = request.routeOptions.config.keyedBody;
    const claim = fits && !streamed ? { key, hash: hashRequest(request, JSON.stringify((keyedBody ? keyedBody(request.body) : request.body) ?? null)) } : null;
    // The pool pipelines, so BEGIN and the key's claim go out together: one round trip, not two.
    const begun = beginTransaction(client);
    if (!claim) {
      await begun;
      if (streamed) state.streamedKey = key;
      else if (keyed) throw new AppError(ErrorCode.VALIDATION, 'Idempotency-Key is too long.', { 'Idempotency-Key': `At most ${maxKeyLength} characters` });
      return;
    }
    const [, stored] = await Promise.all([begun, claimFor(request, state, claim.key, claim.hash)]);
    if (stored) return sendStored(reply, stored);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = open.get(request);
    if (!state) return payload;
    const ok = reply.statusCode < 400 && !state.replayed;
    if (!ok) {
      await finish(request, false);
      return payload;
    }
    // Committed without its key, the change would be made again by a retry.
    if (state.streamedKey) throw new Error(`${request.routeOptions.url} answered without claimStreamedKey`);
    try {
      const activity = request.routeOptions.config.activity;
      const user = request.user;
      // Not pipelined with COMMIT: a statement pg fails to send (a parameter it cannot serialise) is
      // skipped, not answered with an error inside the transaction, so a COMMIT behind it would
      // commit the change without its stored answer, and the client's retry would apply it again.
      await writeFinishRows(
        request.db,
        user?.id ?? 0,
        activity && user && !isCustomerType(user.account_type) ? activityRow(request, activity, payload) : null,
        state.key
          ? {
              key: state.key,
              statusCode: reply.statusCode,
              body: typeof payload === 'string' ? payload : '',
              contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
            }
          : null,
      );
      await finish(request, true);
    } catch (error) {
      await finish(request, false);
      throw error;
    }
    return payload;
  });

  registerTransactionEffects(app);

  const abandon = async (request: FastifyRequest) => finish(request, false);
  app.addHook('onResponse', abandon);
  app.addHook('onRequestAbort', abandon);
};
