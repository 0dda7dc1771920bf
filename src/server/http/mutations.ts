import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { and, eq } from 'drizzle-orm';
import { isCustomerType } from '../../domain/constants';
import { ErrorCode } from '../../domain/errors';
import { bindClient, type Database } from '../db/client';
import { markHolding, runRequest } from '../db/connection-guard';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';
import { claimKeyRow, writeFinishRows } from './mutation-rows';
import { isUnpolicedRoute } from './access';
import { registerTransactionEffects } from './transaction-effects';

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const maxKeyLength = 200;

type Open = { client: pg.PoolClient; key: string | null; replayed: boolean };
const open = new WeakMap<FastifyRequest, Open>();

const requestHash = (request: FastifyRequest) => {
  const body = request.isMultipart() ? `multipart:${request.headers['content-length'] ?? ''}` : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
};

const finish = async (request: FastifyRequest, commit: boolean) => {
  const state = open.get(request);
  if (!state) return;
  open.delete(request);
  try {
    await state.client.query(commit ? 'COMMIT' : 'ROLLBACK');
  } finally {
    state.client.release();
    markHolding(false);
  }
};

const entityIdOf = (request: FastifyRequest, payload: unknown): number | null => {
  const id = Number((request.params as Record<string, unknown> | undefined)?.id);
  if (Number.isInteger(id) && id > 0) return id;
  if (typeof payload !== 'string') return null;
  try {
    const parsed = JSON.parse(payload) as { id?: unknown };
    return typeof parsed.id === 'number' ? parsed.id : null;
  } catch {
    return null;
  }
};

/** Answers a retried request from the stored response instead of running it again. */
const claimKey = async (request: FastifyRequest, reply: FastifyReply, state: Open, key: string) => {
  const userId = request.user?.id ?? 0;
  const hash = requestHash(request);
  const db = request.db;
  // A concurrent first request holds the row lock until it commits; this insert waits for it.
  const inserted = await claimKeyRow(db, { userId, key, method: request.method, path: request.url, requestHash: hash });
  if (inserted.rows.length > 0) {
    state.key = key;
    return;
  }
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!stored || stored.requestHash !== hash) {
    throw new AppError(ErrorCode.IDEMPOTENCY_MISMATCH, 'This Idempotency-Key was already used for a different request.');
  }
  state.replayed = true;
  return reply
    .code(stored.statusCode ?? 200)
    .header('content-type', stored.contentType ?? 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(stored.responseBody ?? '');
};

/**
 * Every mutating API request runs in one transaction that also holds its idempotency
 * record and its activity-log row: the change, the stored answer and the audit commit
 * together or not at all. Only successful answers are stored; a refused request leaves
 * nothing behind and may be sent again.
 */
export const registerMutations = (app: FastifyInstance, database: Database) => {
  app.decorateRequest('db', null as never);

  app.addHook('onRoute', (route) => {
    if (isUnpolicedRoute(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((m) => mutating.has(m)) && route.config?.activity === undefined) {
      throw new Error(`Mutating route ${route.url} must declare config.activity (null when not staff work)`);
    }
  });

  app.addHook('onRequest', (request, _reply, done) => {
    request.db = database.db;
    runRequest(done);
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!mutating.has(request.method) || isUnpolicedRoute(request.routeOptions.url ?? '')) return;
    if (request.routeOptions.config.transaction === false) return;
    const client = await database.pool.connect();
    const state: Open = { client, key: null, replayed: false };
    open.set(request, state);
    markHolding(true);
    await client.query('BEGIN');
    request.db = bindClient(client);
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') return;
    if (key.length > maxKeyLength) throw new AppError(ErrorCode.VALIDATION, 'Idempotency-Key is too long.', { 'Idempotency-Key': `At most ${maxKeyLength} characters` });
    return claimKey(request, reply, state, key);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = open.get(request);
    if (!state) return payload;
    const ok = reply.statusCode < 400 && !state.replayed;
    if (!ok) {
      await finish(request, false);
      return payload;
    }
    try {
      const activity = request.routeOptions.config.activity;
      const user = request.user;
      await writeFinishRows(
        request.db,
        user?.id ?? 0,
        activity && user && !isCustomerType(user.account_type) ? { action: activity.action, entity: activity.entity, entityId: entityIdOf(request, payload) } : null,
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
