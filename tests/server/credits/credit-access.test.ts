import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountType } from '../../../src/domain/constants';
import { decideAccess, policyFor } from '../../../src/domain/access';
import { activityLogs } from '../../../src/server/db/schema';
import { withIdempotencyKey } from '../../helpers/server/access-cases';
import { signedIn } from '../../helpers/server/factories';
import { useCreditsApp } from './credit-context';

// Finance spec §2 and §6: CC payments are for admins and workers; the credit detail (the receipt)
// is closed to personal and business. Every other type is refused with 403 on every endpoint,
// special or not, and a guest or a retired worker's token with 401; a refusal changes nothing.

const ctx = useCreditsApp();

let creditId: number;
beforeAll(async () => {
  creditId = (await ctx.record()).id;
});

type Endpoint = { method: 'GET' | 'POST'; route: string; url: () => string; params: () => Record<string, string> };
const endpoints: Endpoint[] = [
  { method: 'GET', route: '/credits', url: () => '/api/credits?page=1&search=', params: () => ({}) },
  { method: 'GET', route: '/credits.csv', url: () => '/api/credits.csv', params: () => ({}) },
  { method: 'GET', route: '/credits/:id', url: () => `/api/credits/${creditId}`, params: () => ({ id: String(creditId) }) },
  { method: 'POST', route: '/credits', url: () => '/api/credits', params: () => ({}) },
];

const call = (endpoint: Endpoint, headers: Record<string, string>) =>
  endpoint.method === 'GET'
    ? ctx.app.inject({ method: 'GET', url: endpoint.url(), headers })
    : ctx.app.inject({ method: 'POST', url: endpoint.url(), headers: withIdempotencyKey(headers), payload: ctx.body({ vendor: 'Refused Vendor' }) });

const everything = async () => ({ rows: await ctx.rows(), activity: (await ctx.db.select({ n: count() }).from(activityLogs))[0]!.n });

const refusedTypes = ['worker-v2', 'basic', 'accounts', 'personal', 'business'] as const satisfies readonly AccountType[];

describe('who may call the CC payments endpoints', () => {
  it('has a policy for every endpoint, naming admins and workers only', () => {
    for (const endpoint of endpoints) expect(policyFor(endpoint.method, endpoint.route), endpoint.route).toEqual({ roles: ['admin', 'worker'] });
  });

  it.each(refusedTypes)('refuses a %s with 403 on every endpoint, special or not, and changes nothing', async (type) => {
    for (const special of [false, true]) {
      if (special && (type === 'personal' || type === 'business')) continue;
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

  it('lets an admin and a worker call every endpoint', async () => {
    for (const headers of [ctx.admin.headers, ctx.worker.headers]) {
      for (const endpoint of endpoints) expect((await call(endpoint, headers)).statusCode, endpoint.route).toBe(endpoint.method === 'POST' ? 201 : 200);
    }
  });
});
