import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountType } from '../../../src/domain/constants';
import { decideAccess, policyFor, type AccessDecision } from '../../../src/domain/access';
import { activityLogs, mailLog } from '../../../src/server/db/schema';
import { multipartBody, smallPng } from '../../helpers/server/multipart';
import { bareUrl } from '../../helpers/server/file-links';
import type { Headers } from '../invoices/invoice-context';
import { createShipmentsContext, type ShipmentsContext } from './shipment-context';

// Finance spec §2 and §6: shipments, their reports, attachments, notices and the package marks
// (C13, QuickBooks) are for admins and workers. Every other signed-in type is refused with 403,
// customers included (these are staff routes, not records of theirs), and a guest with 401.

let ctx: ShipmentsContext;
let fixture: { shipmentId: number; packageId: number; paidPackageId: number; fileUrl: string };
beforeAll(async () => {
  ctx = await createShipmentsContext();
  const paid = await ctx.paidInvoice();
  const [packageId] = await ctx.freshPackages(1);
  const shipment = await ctx.createShipment([packageId!, paid.order.packages[0]!.id]);
  const [stored] = await ctx.uploaded(shipment.id, [{ name: 'manifest.png', bytes: smallPng() }]);
  if (!stored?.ok) throw new Error(`the fixture's attachment was refused: ${JSON.stringify(stored)}`);
  fixture = { shipmentId: shipment.id, packageId: packageId!, paidPackageId: paid.order.packages[0]!.id, fileUrl: bareUrl(stored.attachment.url) };
});
afterAll(async () => ctx.app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Endpoint = { method: Method; route: string; url: () => string; params: () => Record<string, string>; body?: () => unknown; multipart?: true };

const shipmentId = () => String(fixture.shipmentId);
const endpoints: Endpoint[] = [
  { method: 'GET', route: '/shipments', url: () => '/api/shipments?page=1&search=', params: () => ({}) },
  { method: 'GET', route: '/shipments/list', url: () => '/api/shipments/list', params: () => ({}) },
  { method: 'GET', route: '/shipments/:id', url: () => `/api/shipments/${shipmentId()}`, params: () => ({ id: shipmentId() }) },
  { method: 'POST', route: '/shipments', url: () => '/api/shipments', params: () => ({}), body: () => ({ data: ctx.shipmentData([fixture.packageId], { carrier: 'Refused Carrier' }) }) },
  { method: 'PUT', route: '/shipments/:id', url: () => `/api/shipments/${shipmentId()}`, params: () => ({ id: shipmentId() }), body: () => ({ data: ctx.shipmentData([fixture.packageId], { carrier: 'Refused Carrier' }) }) },
  { method: 'GET', route: '/unshipped/packages', url: () => '/api/unshipped/packages?search=&page=1', params: () => ({}) },
  { method: 'GET', route: '/grouped/packages/:shipmentId', url: () => `/api/grouped/packages/${shipmentId()}`, params: () => ({ shipmentId: shipmentId() }) },
  { method: 'GET', route: '/shipments/:id/report', url: () => `/api/shipments/${shipmentId()}/report?page=1`, params: () => ({ id: shipmentId() }) },
  { method: 'GET', route: '/shipments/:id/report.csv', url: () => `/api/shipments/${shipmentId()}/report.csv`, params: () => ({ id: shipmentId() }) },
  {
    method: 'POST',
    route: '/shipments/:id/calculations',
    url: () => `/api/shipments/${shipmentId()}/calculations`,
    params: () => ({ id: shipmentId() }),
    body: () => ({ calculations: { duty: 1, levy: 1, freight: 1, processing: 1, vat: 1, lines: [] } }),
  },
  { method: 'GET', route: '/shipments/:id/attachments', url: () => `/api/shipments/${shipmentId()}/attachments`, params: () => ({ id: shipmentId() }) },
  { method: 'POST', route: '/shipments/:id/attachments', url: () => `/api/shipments/${shipmentId()}/attachments`, params: () => ({ id: shipmentId() }), multipart: true },
  { method: 'GET', route: '/shipments/:id/notify', url: () => `/api/shipments/${shipmentId()}/notify`, params: () => ({ id: shipmentId() }) },
  { method: 'POST', route: '/shipments/:id/notify', url: () => `/api/shipments/${shipmentId()}/notify`, params: () => ({ id: shipmentId() }) },
  { method: 'GET', route: '/shipments/parcels/:id/notify', url: () => `/api/shipments/parcels/${fixture.packageId}/notify`, params: () => ({ id: String(fixture.packageId) }) },
  { method: 'POST', route: '/shipments/parcels/:id/notify', url: () => `/api/shipments/parcels/${fixture.packageId}/notify`, params: () => ({ id: String(fixture.packageId) }) },
  { method: 'POST', route: '/packages/c13', url: () => '/api/packages/c13', params: () => ({}), body: () => ({ id: fixture.packageId }) },
  { method: 'DELETE', route: '/packages/:id/c13', url: () => `/api/packages/${fixture.packageId}/c13`, params: () => ({ id: String(fixture.packageId) }) },
  { method: 'POST', route: '/packages/qb', url: () => '/api/packages/qb', params: () => ({}), body: () => ({ id: fixture.paidPackageId, date: '2026-11-21' }) },
];

const call = async (endpoint: Endpoint, headers: Headers) => {
  const keyed = endpoint.method === 'GET' ? headers : { ...headers, 'idempotency-key': `refused-${Math.random()}` };
  if (endpoint.multipart) {
    const { payload, contentType } = await multipartBody('file', [{ name: 'refused.png', bytes: smallPng() }]);
    return ctx.app.inject({ method: endpoint.method, url: endpoint.url(), payload, headers: { ...keyed, 'content-type': contentType } });
  }
  return ctx.send(endpoint.method, endpoint.url(), keyed, endpoint.body?.());
};

const statusOf: Record<AccessDecision, number> = { allow: 200, unauthenticated: 401, forbidden: 403, 'not-found': 404 };
const refusedTypes = ['basic', 'accounts', 'worker-v2', 'personal', 'business'] as const satisfies readonly AccountType[];

/** Everything a refused call could have touched: the shipments' rows, marks and files, mails and the activity log. */
const everything = async () => ({
  ...(await ctx.shipmentState()),
  mails: (await ctx.db.select({ n: count() }).from(mailLog))[0]!.n,
  activity: (await ctx.db.select({ n: count() }).from(activityLogs))[0]!.n,
});

describe('who may call the shipments endpoints', () => {
  it('has a policy for every endpoint of the area, and it names admins and workers only', () => {
    for (const endpoint of endpoints) {
      const policy = policyFor(endpoint.method, endpoint.route);
      expect(policy, `${endpoint.method} ${endpoint.route}`).toEqual({ roles: ['admin', 'worker'] });
    }
  });

  it.each(refusedTypes)('refuses a %s with 403 on every endpoint, as the policy decides, and changes nothing', async (type) => {
    for (const special of [false, true]) {
      if (special && (type === 'personal' || type === 'business')) continue;
      const caller = await ctx.person({ type, special });
      const before = await everything();
      for (const endpoint of endpoints) {
        const decision = decideAccess(policyFor(endpoint.method, endpoint.route)!, { id: caller.id, account_type: type, special }, endpoint.params());
        expect(decision, `${type} ${endpoint.method} ${endpoint.route}`).toBe('forbidden');
        const response = await call(endpoint, caller.headers);
        expect(response.statusCode, `${type}${special ? ' (special)' : ''} ${endpoint.method} ${endpoint.route}`).toBe(statusOf[decision]);
        expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
      }
      expect(await everything()).toEqual(before);
    }
  });

  it('refuses a guest with 401 on every endpoint, and a retired worker too, and changes nothing', async () => {
    const retired = await ctx.person({ type: 'worker', retired: true });
    const before = await everything();
    for (const endpoint of endpoints) {
      expect(decideAccess(policyFor(endpoint.method, endpoint.route)!, null, endpoint.params())).toBe('unauthenticated');
      expect((await call(endpoint, {})).statusCode, `guest ${endpoint.method} ${endpoint.route}`).toBe(401);
      expect((await call(endpoint, retired.headers)).statusCode, `retired ${endpoint.method} ${endpoint.route}`).toBe(401);
    }
    expect(await everything()).toEqual(before);
  });

  it('lets an admin and a worker read every list and page of the area', async () => {
    for (const headers of [ctx.admin.headers, ctx.worker.headers]) {
      for (const endpoint of endpoints.filter((e) => e.method === 'GET' && !e.route.endsWith('/notify'))) {
        expect((await call(endpoint, headers)).statusCode, `${endpoint.route}`).toBe(200);
      }
    }
  });

  it("serves a shipment's file to admins and workers, and answers everyone else as if it did not exist", async () => {
    for (const headers of [ctx.admin.headers, ctx.worker.headers]) expect((await ctx.send('GET', fixture.fileUrl, headers)).statusCode).toBe(200);
    for (const type of refusedTypes) {
      const caller = await ctx.person({ type, special: type !== 'personal' && type !== 'business' });
      const response = await ctx.send('GET', fixture.fileUrl, caller.headers);
      expect(response.statusCode, type).toBe(404);
    }
    expect((await ctx.send('GET', fixture.fileUrl, {})).statusCode).toBe(401);
  });
});
