import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zInvoiceRow } from '../../../src/domain/invoices';
import { seedDemoInvoices } from '../../../src/server/db/seed/seed-demo-invoices';
import { signedIn } from '../../helpers/server/factories';
import { useDemoApp } from '../../helpers/server/demo-app';

const demo = useDemoApp();

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await demo.app.deps.database.db.execute<T>(query)).rows;

describe('demo invoices', () => {
  it("give the README's customer two Online invoices ready to pay, one paid and one not yet approved", async () => {
    const [pat] = await rows<{ id: number }>(sql`select id from users where email = 'personal@demo.test'`);
    const { headers } = await signedIn(demo.app, { type: 'admin' });
    const response = await demo.app.inject({ method: 'GET', url: `/api/users/${pat!.id}/invoices`, headers });
    const mine = response.json<{ data: unknown[] }>().data.map((row) => zInvoiceRow.parse(row));
    expect(mine.map((row) => [row.status, row.type])).toEqual([
      ['approved', 'online'],
      ['approved', 'online'],
      ['paid', 'online'],
      ['unpaid', null],
    ]);
  });

  it('are priced into their lines, and every paid one has one transaction of its grand total (cash and checks at a branch)', async () => {
    const [counts] = await rows<{ invoices: number; paid: number; types: number; untied: number; wrong_sum: number; no_packages: number }>(sql`
      select count(*)::int as invoices, count(*) filter (where status = 'paid')::int as paid,
             count(distinct payment_type)::int as types,
             count(*) filter (where value_cents <> reg_total_cents + reimbursement_total_cents)::int as wrong_sum,
             count(*) filter (where not exists (select 1 from invoice_packages p where p.invoice_id = i.id))::int as no_packages,
             count(*) filter (where status = 'paid' and (select count(*) from transactions t where t.invoice_id = i.id and t.amount_cents = i.grand_total_cents
                                                          and (t.location_id is not null) = (t.type in ('cash', 'check'))) <> 1)::int as untied
        from invoices i`);
    expect(counts!.invoices).toBeGreaterThan(50);
    expect(counts!.paid).toBeGreaterThan(counts!.invoices / 3);
    expect(counts!.types).toBe(5);
    expect(counts).toMatchObject({ wrong_sum: 0, no_packages: 0, untied: 0 });
  });

  it('are written once: a second seed adds nothing', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from invoices`);
    await seedDemoInvoices(demo.app.deps.database.db);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from invoices`)).toEqual(before);
  });
});
