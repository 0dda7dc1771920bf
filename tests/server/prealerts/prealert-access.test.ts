import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { policyFor } from '../../../src/domain/access';
import type { AccountType } from '../../../src/domain/constants';
import { idempotencyKey, signedIn, type Actor } from '../../helpers/server/factories';
import { invoicePdf, prealertFields, usePrealertsApp } from './prealert-context';

// Who may call what (src/domain/access.ts): staff read every customer's prealerts and list the open
// ones; a customer files, reads and withdraws their own. Everyone else is refused before anything
// happens: 403 for a type the endpoint is not for (special or not), 401 without a valid token.

const ctx = usePrealertsApp();

let prealertId: number;
beforeAll(async () => {
  prealertId = (await ctx.file()).id;
});

type Endpoint = { key: string; send: (caller: Actor | null) => Promise<LightMyRequestResponse>; allowed: readonly AccountType[] };

const headersOf = (caller: Actor | null) => ({ ...(caller?.headers ?? {}), 'idempotency-key': idempotencyKey() });
const staff = ['admin', 'worker', 'worker-v2'] as const;
const customers = ['personal', 'business'] as const;

/** Each endpoint as its allowed callers would send it; a customer names their own id. */
const endpoints: Endpoint[] = [
  {
    key: 'GET /users/:id/prealerts',
    send: (caller) => ctx.get(`/api/users/${caller?.id ?? ctx.carla.id}/prealerts`, headersOf(caller)),
    allowed: [...staff, ...customers],
  },
  {
    key: 'POST /users/:id/prealerts',
    send: (caller) => (caller ? ctx.post(prealertFields(), [invoicePdf()], caller, headersOf(caller)) : ctx.post(prealertFields(), [invoicePdf()], ctx.carla, headersOf(null))),
    allowed: customers,
  },
  { key: 'GET /prealerts', send: (caller) => ctx.get('/api/prealerts', headersOf(caller)), allowed: staff },
  { key: 'GET /prealerts/:id', send: (caller) => ctx.get(`/api/prealerts/${prealertId}`, headersOf(caller)), allowed: [...staff, ...customers] },
  { key: 'DELETE /prealerts/:id', send: (caller) => ctx.app.inject({ method: 'DELETE', url: `/api/prealerts/${prealertId}`, headers: headersOf(caller) }), allowed: customers },
];

const everyType = ['admin', 'worker', 'worker-v2', 'accounts', 'basic', 'personal', 'business'] as const satisfies readonly AccountType[];

/** The prealerts and the stored files, which a refused call must leave as they were. */
const everything = async () => ({ rows: await ctx.rows(), carlasFiles: ctx.filesOf(ctx.carla.id) });

describe('who may call the prealerts endpoints', () => {
  it('has a policy entry for every endpoint', () => {
    for (const endpoint of endpoints) expect(policyFor(endpoint.key.split(' ')[0]!, endpoint.key.split(' ')[1]!), endpoint.key).toBeDefined();
  });

  it.each(everyType)('refuses a %s with 403 wherever the type is not allowed, special or not, and changes nothing', async (type) => {
    for (const special of customers.includes(type as never) ? [false] : [false, true]) {
      const caller = await signedIn(ctx.app, { type, special });
      const before = await everything();
      for (const endpoint of endpoints.filter((each) => !each.allowed.includes(type))) {
        const response = await endpoint.send(caller);
        expect(response.statusCode, `${type}${special ? ' (special)' : ''} ${endpoint.key}`).toBe(403);
      }
      expect(await everything()).toEqual(before);
    }
  });

  it("refuses a guest and a retired worker's token with 401 on every endpoint, and changes nothing", async () => {
    const retired = await signedIn(ctx.app, { type: 'personal', retired: true });
    const before = await everything();
    for (const endpoint of endpoints) {
      expect((await endpoint.send(null)).statusCode, `guest ${endpoint.key}`).toBe(401);
      expect((await endpoint.send(retired)).statusCode, `retired ${endpoint.key}`).toBe(401);
    }
    expect(await everything()).toEqual(before);
  });

  it('lets the allowed types through', async () => {
    for (const type of staff) {
      const caller = await signedIn(ctx.app, { type });
      expect((await ctx.get(`/api/users/${ctx.carla.id}/prealerts`, caller.headers)).statusCode, `${type} a customer's list`).toBe(200);
      expect((await endpoints[2]!.send(caller)).statusCode, `${type} open list`).toBe(200);
      expect((await endpoints[3]!.send(caller)).statusCode, `${type} one`).toBe(200);
    }
    expect((await endpoints[0]!.send(ctx.carla)).statusCode).toBe(200);
    expect((await endpoints[1]!.send(ctx.dora)).statusCode).toBe(201);
    expect((await endpoints[3]!.send(ctx.carla)).statusCode).toBe(200);
    expect((await endpoints[4]!.send(ctx.carla)).statusCode).toBe(200);
  });
});
