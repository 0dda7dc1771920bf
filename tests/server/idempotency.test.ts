import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLogs, idempotencyKeys, users } from '../../src/server/db/schema';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { createUser, idempotencyKey, type Actor } from '../helpers/server/factories';
import { multipartBody, smallPdf } from '../helpers/server/multipart';

const ctx = useAppWithAdmin({ otherAdmin: { type: 'admin' } });

// POST /users/:id/flag toggles, so a request applied twice leaves no trace: ideal to see double application.
const flag = (actor: Actor, userId: number, key?: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/users/${userId}/flag`, headers: { ...actor.headers, ...(key ? { 'idempotency-key': key } : {}) } });
const flaggedNow = async (userId: number) =>
  (await ctx.db.select({ flagged: users.flagged }).from(users).where(eq(users.id, userId)))[0]!.flagged;
const activityRows = async (entityId: number) =>
  ctx.db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'user'), eq(activityLogs.entityId, entityId)));
const storedKeys = async (key: string) => ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

let workerSequence = 0;
const workerBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ivy',
  last_name: 'Idem',
  email: `ivy.idem.${++workerSequence}.${process.pid}@example.test`,
  password: 'a-good-long-password',
  home_phone: '+1 242 555 0101',
  mobile_phone: '+1 242 555 0102',
  ...overrides,
});
const createWorker = (actor: Actor, body: object, key: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/workers', headers: { ...actor.headers, 'idempotency-key': key }, payload: body });

describe('Idempotency-Key on a mutating endpoint', () => {
  it('replays the stored answer to the same request and applies it once', async () => {
    const customer = await createUser(ctx.app);
    const key = idempotencyKey();
    const first = await flag(ctx.admin, customer.id, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(first.json()).toMatchObject({ id: customer.id, flagged: 1 });

    const again = await flag(ctx.admin, customer.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toBe(first.body);
    expect(await flaggedNow(customer.id)).toBe(true);
    // The audit row commits with the change, and a replay writes no second one.
    expect(await activityRows(customer.id)).toHaveLength(1);

    // Without a key the endpoint toggles again: the replay above was the key's doing.
    expect((await flag(ctx.admin, customer.id)).json()).toMatchObject({ flagged: 0 });
    expect(await activityRows(customer.id)).toHaveLength(2);
  });

  it('replays a 201 with its status, and creates the worker once', async () => {
    const key = idempotencyKey();
    const body = workerBody();
    const first = await createWorker(ctx.admin, body, key);
    expect(first.statusCode).toBe(201);
    const again = await createWorker(ctx.admin, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with a different body or target with 409, applying nothing', async () => {
    const key = idempotencyKey();
    const body = workerBody();
    expect((await createWorker(ctx.admin, body, key)).statusCode).toBe(201);
    const changed = workerBody();
    const mismatch = await createWorker(ctx.admin, changed, key);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_MISMATCH' } });
    expect(await ctx.db.select().from(users).where(eq(users.email, changed.email))).toHaveLength(0);

    const [a, b] = [await createUser(ctx.app), await createUser(ctx.app)];
    const flagKey = idempotencyKey();
    expect((await flag(ctx.admin, a.id, flagKey)).statusCode).toBe(200);
    const otherTarget = await flag(ctx.admin, b.id, flagKey);
    expect(otherTarget.statusCode).toBe(409);
    expect(otherTarget.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_MISMATCH' } });
    expect(await flaggedNow(b.id)).toBe(false);
    expect(await activityRows(b.id)).toHaveLength(0);
  });

  it('keeps keys per user: another user with the same key is a new request', async () => {
    const customer = await createUser(ctx.app);
    const key = idempotencyKey();
    expect((await flag(ctx.admin, customer.id, key)).json()).toMatchObject({ flagged: 1 });
    const theirs = await flag(ctx.otherAdmin, customer.id, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json()).toMatchObject({ flagged: 0 });
    expect(await storedKeys(key)).toHaveLength(2);
  });

  it('applies ten concurrent requests with one key once, and gives all the same answer', async () => {
    const customer = await createUser(ctx.app);
    const key = idempotencyKey();
    const responses = await Promise.all(Array.from({ length: 10 }, () => flag(ctx.admin, customer.id, key)));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(responses[0]!.body);
    }
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(responses[0]!.json()).toMatchObject({ flagged: 1 });
    expect(await flaggedNow(customer.id)).toBe(true);
    expect(await activityRows(customer.id)).toHaveLength(1);
  });

  it('keys a multipart body sent to a route that reads none like any other request: applied once, then replayed', async () => {
    const customer = await createUser(ctx.app);
    const key = idempotencyKey();
    const { payload, contentType } = await multipartBody('file', [{ name: 'invoice.pdf', bytes: smallPdf() }]);
    // Only an upload route claims its key from the bytes it streams; the flag route never did, which was a 500.
    const send = () => ctx.app.inject({ method: 'POST', url: `/api/users/${customer.id}/flag`, headers: { ...ctx.admin.headers, 'idempotency-key': key, 'content-type': contentType }, payload });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await flaggedNow(customer.id)).toBe(true);
    expect(await storedKeys(key)).toHaveLength(1);
  });

  it('stores nothing for a refused request, so the same key may be retried', async () => {
    const key = idempotencyKey();
    const refused = await createWorker(ctx.admin, workerBody({ location: 999 }), key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { location: expect.any(String) } } });
    expect(await storedKeys(key)).toHaveLength(0);

    // Fixed and sent again under the same key: a new request, not a mismatch.
    const fixed = await createWorker(ctx.admin, workerBody(), key);
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedKeys(key)).toMatchObject([{ statusCode: 201 }]);
  });

  it('stores nothing for a 404 either', async () => {
    const key = idempotencyKey();
    const staff = await createUser(ctx.app, { type: 'worker' });
    expect((await flag(ctx.admin, staff.id, key)).statusCode).toBe(404);
    expect(await storedKeys(key)).toHaveLength(0);
    expect(await activityRows(staff.id)).toHaveLength(0);
  });

  it('accepts a key of 200 characters and refuses a longer one with 400', async () => {
    const customer = await createUser(ctx.app);
    const tooLong = await flag(ctx.admin, customer.id, 'k'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { 'Idempotency-Key': expect.any(String) } } });
    expect(await flaggedNow(customer.id)).toBe(false);
    expect(await activityRows(customer.id)).toHaveLength(0);

    const longest = await flag(ctx.admin, customer.id, `${idempotencyKey()}-`.padEnd(200, 'k'));
    expect(longest.statusCode).toBe(200);
    expect(await flaggedNow(customer.id)).toBe(true);
  });
});
