import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyFor } from '../../../src/domain/access';
import { nonAdmins } from '../../helpers/server/access-cases';
import { signedIn } from '../../helpers/server/factories';
import { createReportsContext, type ReportsContext } from './report-context';

// Finance spec §6: the reports are for admins only; the New and Edited Orders count also for
// special staff. Customers are refused like other non-admins (403: these are no records of theirs),
// a guest or a retired admin's token with 401.

const reports = [
  { route: '/invoices/unpaid', url: '/api/invoices/unpaid?page=1' },
  { route: '/invoices/unpaid.csv', url: '/api/invoices/unpaid.csv' },
  { route: '/reports/orders-by-clients', url: '/api/reports/orders-by-clients?start_date=2019-01-01&end_date=2019-02-28' },
  { route: '/reports/orders-by-clients.csv', url: '/api/reports/orders-by-clients.csv' },
  { route: '/orders/delivered/no-invoice', url: '/api/orders/delivered/no-invoice' },
  { route: '/orders/delivered/no-invoice.csv', url: '/api/orders/delivered/no-invoice.csv' },
] as const;
const editedCount = '/api/reports/orders/edited?date=2026-11-26';

let ctx: ReportsContext;
beforeAll(async () => {
  ctx = await createReportsContext();
});
afterAll(async () => ctx.app.close());

describe('who may read the reports', () => {
  it('names admins alone in the policy of each report, special staff too for the edited count', () => {
    for (const { route } of reports) expect(policyFor('GET', route), route).toEqual({ roles: ['admin'] });
    expect(policyFor('GET', '/reports/orders/edited')).toEqual({ roles: ['admin'], special: 'also' });
  });

  it('answers an admin', async () => {
    for (const { url } of [...reports, { url: editedCount }]) expect((await ctx.get(url)).statusCode, url).toBe(200);
  });

  it.each(nonAdmins)('refuses a %s with 403, special or not, except special staff on the edited count', async (type) => {
    for (const special of [false, true]) {
      const caller = await signedIn(ctx.app, { type, special });
      for (const { url } of reports) expect((await ctx.get(url, caller.headers)).statusCode, `${url} special=${special}`).toBe(403);
      const staffSpecial = special && type !== 'personal' && type !== 'business';
      expect((await ctx.get(editedCount, caller.headers)).statusCode, `edited special=${special}`).toBe(staffSpecial ? 200 : 403);
    }
  });

  it("refuses a guest and a retired admin's token with 401", async () => {
    const retired = await signedIn(ctx.app, { type: 'admin', retired: true });
    for (const { url } of [...reports, { url: editedCount }]) {
      expect((await ctx.get(url, {})).statusCode, url).toBe(401);
      expect((await ctx.get(url, retired.headers)).statusCode, url).toBe(401);
    }
  });
});
