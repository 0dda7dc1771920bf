import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zCustomer } from '../../../src/domain/users';
import { activityLogs, users } from '../../../src/server/db/schema';
import { createUser, idempotencyKey, signedIn } from '../../helpers/server/factories';
import { createTestApp, type TestApp } from '../../helpers/server/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const flag = (id: number | string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/users/${id}/flag`, headers });
const flaggedOf = async (id: number) =>
  (await app.deps.database.db.select({ flagged: users.flagged }).from(users).where(eq(users.id, id)))[0]!.flagged;
const logsFor = (entityId: number) =>
  app.deps.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entity, 'user'), eq(activityLogs.entityId, entityId)));

describe('POST /api/users/:id/flag', () => {
  it.each(['admin', 'worker', 'worker-v2'] as const)('lets a %s toggle a customer flagged 0 → 1 → 0, logged under the caller', async (type) => {
    const caller = await signedIn(app, { type });
    const customer = await createUser(app, { type: 'business' });

    const first = await flag(customer.id, caller.headers);
    expect(first.statusCode).toBe(200);
    expect(zCustomer.parse(first.json())).toMatchObject({ id: customer.id, flagged: 1 });
    expect(await flaggedOf(customer.id)).toBe(true);

    const second = await flag(customer.id, caller.headers);
    expect(second.statusCode).toBe(200);
    expect(zCustomer.parse(second.json()).flagged).toBe(0);
    expect(await flaggedOf(customer.id)).toBe(false);

    const logs = await logsFor(customer.id);
    expect(logs).toHaveLength(2);
    for (const log of logs) expect(log).toMatchObject({ userId: caller.id, action: 'Toggled fraud flag on user' });
  });

  it.each(['accounts', 'basic', 'personal', 'business'] as const)('refuses a %s with 403 and changes nothing', async (type) => {
    const caller = await signedIn(app, { type });
    const customer = await createUser(app);
    const response = await flag(customer.id, caller.headers);
    expect(response.statusCode).toBe(403);
    expect(await flaggedOf(customer.id)).toBe(false);
    expect(await logsFor(customer.id)).toHaveLength(0);
  });

  it('refuses a customer flagging themself with 403', async () => {
    const me = await signedIn(app, { type: 'personal' });
    expect((await flag(me.id, me.headers)).statusCode).toBe(403);
    expect(await flaggedOf(me.id)).toBe(false);
  });

  it('refuses an anonymous caller with 401', async () => {
    const customer = await createUser(app);
    expect((await flag(customer.id)).statusCode).toBe(401);
    expect(await flaggedOf(customer.id)).toBe(false);
  });

  it("refuses a retired worker's token with 401", async () => {
    const retired = await signedIn(app, { type: 'worker', retired: true });
    const customer = await createUser(app);
    expect((await flag(customer.id, retired.headers)).statusCode).toBe(401);
    expect(await flaggedOf(customer.id)).toBe(false);
  });

  it.each(['admin', 'worker', 'worker-v2', 'accounts', 'basic'] as const)('answers flagging a %s user with 404', async (type) => {
    const caller = await signedIn(app, { type: 'admin' });
    const staffUser = await createUser(app, { type });
    const response = await flag(staffUser.id, caller.headers);
    expect(response.statusCode).toBe(404);
    expect(await flaggedOf(staffUser.id)).toBe(false);
    expect(await logsFor(staffUser.id)).toHaveLength(0);
  });

  it('answers an unknown id with 404', async () => {
    const caller = await signedIn(app, { type: 'worker' });
    expect((await flag(999_999, caller.headers)).statusCode).toBe(404);
  });

  it('answers an id that is not a number with 400 naming it', async () => {
    const caller = await signedIn(app, { type: 'worker' });
    const response = await flag('abc', caller.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { id: expect.any(String) } } });
  });

  it('replays a retried flag from the stored answer, so the flag toggles once', async () => {
    const caller = await signedIn(app, { type: 'worker' });
    const customer = await createUser(app);
    const headers = { ...caller.headers, 'idempotency-key': idempotencyKey() };
    const first = await flag(customer.id, headers);
    expect(first.statusCode).toBe(200);
    const replay = await flag(customer.id, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // A second real toggle would have unflagged the customer.
    expect(await flaggedOf(customer.id)).toBe(true);
    expect(await logsFor(customer.id)).toHaveLength(1);
  });

  it('refuses the same Idempotency-Key on another customer with 409', async () => {
    const caller = await signedIn(app, { type: 'admin' });
    const [one, two] = [await createUser(app), await createUser(app)];
    const headers = { ...caller.headers, 'idempotency-key': idempotencyKey() };
    expect((await flag(one.id, headers)).statusCode).toBe(200);
    const response = await flag(two.id, headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_MISMATCH' } });
    expect(await flaggedOf(two.id)).toBe(false);
  });

  it('refuses the same Idempotency-Key with a body added with 409', async () => {
    const caller = await signedIn(app, { type: 'admin' });
    const customer = await createUser(app);
    const key = idempotencyKey();
    expect((await flag(customer.id, { ...caller.headers, 'idempotency-key': key })).statusCode).toBe(200);
    const response = await app.inject({
      method: 'POST',
      url: `/api/users/${customer.id}/flag`,
      headers: { ...caller.headers, 'idempotency-key': key },
      payload: { flagged: 0 },
    });
    expect(response.statusCode).toBe(409);
    expect(await flaggedOf(customer.id)).toBe(true);
  });
});
