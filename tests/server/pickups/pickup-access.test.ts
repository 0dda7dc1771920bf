import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountType } from '../../../src/domain/constants';
import { decideAccess, policyFor } from '../../../src/domain/access';
import { activityLogs } from '../../../src/server/db/schema';
import { expectKeyMismatch, expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { signedIn } from '../../helpers/server/factories';
import { usePickupsApp } from './pickup-context';

// US pickups are the order form's, so staff who record orders (admin, worker, worker-v2) read and
// edit them; every other type is refused with 403, special or not, and a guest or a retired
// worker's token with 401. A refusal changes nothing.

const ctx = usePickupsApp();

let pickupId: number;
beforeAll(async () => {
  pickupId = (await ctx.insert()).id;
});

type Endpoint = { method: 'GET' | 'POST' | 'PUT'; route: string; params: () => Record<string, string> };
const endpoints: Endpoint[] = [
  { method: 'GET', route: '/pickups', params: () => ({}) },
  { method: 'POST', route: '/pickups', params: () => ({}) },
  { method: 'PUT', route: '/pickups/:id', params: () => ({ id: String(pickupId) }) },
];

const call = (endpoint: Endpoint, headers: Record<string, string>) => {
  if (endpoint.method === 'GET') return ctx.list('', headers);
  if (endpoint.method === 'POST') return ctx.create(ctx.body(), withIdempotencyKey(headers));
  return ctx.update(pickupId, ctx.body(), withIdempotencyKey(headers));
};

const everything = async () => ({ rows: await ctx.rows(), activity: (await ctx.db.select({ n: count() }).from(activityLogs))[0]!.n });

const refusedTypes = ['basic', 'accounts', 'personal', 'business'] as const satisfies readonly AccountType[];

describe('who may call the US pickups endpoints', () => {
  it('has a policy for every endpoint, naming the staff who record orders', () => {
    for (const endpoint of endpoints) expect(policyFor(endpoint.method, endpoint.route), endpoint.route).toEqual({ roles: ['admin', 'worker', 'worker-v2'] });
  });

  it.each(refusedTypes)('refuses a %s with 403 on every endpoint, special or not, and changes nothing', async (type) => {
    const customer = type === 'personal' || type === 'business';
    for (const special of customer ? [false] : [false, true]) {
      const caller = await signedIn(ctx.app, { type, special });
      const before = await everything();
      for (const endpoint of endpoints) {
        expect(decideAccess(policyFor(endpoint.method, endpoint.route)!, { id: caller.id, account_type: type, special }, endpoint.params())).toBe('forbidden');
        const response = await call(endpoint, caller.headers);
        expect(response.statusCode, `${type}${special ? ' (special)' : ''} ${endpoint.method} ${endpoint.route}`).toBe(403);
        expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
      }
      expect(await everything()).toEqual(before);
    }
  });

  it("refuses a guest and a retired worker's token with 401 on every endpoint, and changes nothing", async () => {
    const retired = await signedIn(ctx.app, { type: 'worker', retired: true });
    const before = await everything();
    for (const endpoint of endpoints) {
      expect((await call(endpoint, {})).statusCode, `guest ${endpoint.method} ${endpoint.route}`).toBe(401);
      expect((await call(endpoint, retired.headers)).statusCode, `retired ${endpoint.method} ${endpoint.route}`).toBe(401);
    }
    expect(await everything()).toEqual(before);
  });

  it('lets an admin, a worker and a worker-v2 call every endpoint', async () => {
    for (const headers of [ctx.admin.headers, ctx.worker.headers, ctx.workerV2.headers]) {
      for (const endpoint of endpoints) expect((await call(endpoint, headers)).statusCode, endpoint.route).toBe(endpoint.method === 'POST' ? 201 : 200);
    }
  });
});

describe('retries', () => {
  it('replays a retried create with the first answer and adds one pickup, logged once', async () => {
    const headers = withIdempotencyKey(ctx.worker.headers);
    const payload = ctx.body();
    const first = await ctx.create(payload, headers);
    const before = await ctx.rowCount();
    expectReplayed(first, await ctx.create(payload, headers), 201);
    expect(await ctx.rowCount()).toBe(before);
    expect(await ctx.logsOf(first.json().id)).toHaveLength(1);
    expectKeyMismatch(await ctx.create(ctx.body(), headers));
    expect(await ctx.rowCount()).toBe(before);
  });

  it('replays a retried edit once, and refuses the key with another body with 409', async () => {
    const existing = await ctx.insert();
    const headers = withIdempotencyKey(ctx.worker.headers);
    const payload = ctx.body({ phone: '+1 305 555 6060' });
    const first = await ctx.update(existing.id, payload, headers);
    expectReplayed(first, await ctx.update(existing.id, payload, headers), 200);
    expect(await ctx.logsOf(existing.id)).toHaveLength(1);
    expectKeyMismatch(await ctx.update(existing.id, ctx.body(), headers));
    expect(await ctx.rowOf(existing.id)).toMatchObject({ name: payload.name, phone: '+1 305 555 6060' });
  });
});
