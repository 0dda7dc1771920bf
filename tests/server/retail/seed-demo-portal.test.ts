import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zPrealertsPage } from '../../../src/domain/prealerts';
import { zRetailPage } from '../../../src/domain/retail';
import { demoPassword } from '../../../src/server/db/seed/seed-demo';
import { seedDemoPortal } from '../../../src/server/db/seed/seed-demo-portal';
import { useDemoApp } from '../../helpers/server/demo-app';

const demo = useDemoApp();

const signIn = async (email: string) => {
  const response = await demo.app.inject({ method: 'POST', url: '/api/authenticate', payload: { email, password: demoPassword } });
  return { authorization: `Bearer ${response.json().token}` };
};

describe('the demo portal', () => {
  it('lists three orders of other customers for sale, to a guest', async () => {
    const page = zRetailPage.parse((await demo.app.inject({ method: 'GET', url: '/api/orders/retail' })).json());
    expect(page.meta.total).toBe(3);
    const owners = (
      await demo.app.deps.database.db.execute<{ email: string }>(
        sql`select u.email from orders o join users u on u.id = o.user_id where o.for_sale_at is not null`,
      )
    ).rows.map((row) => row.email);
    expect(owners).toHaveLength(3);
    expect(owners).not.toContain('personal@demo.test');
  });

  it("shows Pat Personal's waiting prealert to Pat and to warehouse staff", async () => {
    const pat = await signIn('personal@demo.test');
    const patId = (await demo.app.deps.database.db.execute<{ id: number }>(sql`select id from users where email = 'personal@demo.test'`)).rows[0]!.id;
    const own = zPrealertsPage.parse((await demo.app.inject({ method: 'GET', url: `/api/users/${patId}/prealerts`, headers: pat })).json());
    expect(own.data.map((row) => [row.tracking_number, row.vendor, row.order_id])).toEqual([['1Z999AA10123456784', 'Amazon', null]]);
    const worker = await signIn('worker@demo.test');
    const open = zPrealertsPage.parse((await demo.app.inject({ method: 'GET', url: '/api/prealerts?tracking=1Z999AA10123456784', headers: worker })).json());
    expect(open.data.map((row) => row.customer.full_name)).toEqual(['Pat Personal']);
  });

  it('is added only once', async () => {
    await seedDemoPortal(demo.app.deps.database.db);
    const [counts] = (
      await demo.app.deps.database.db.execute<{ prealerts: number; for_sale: number }>(
        sql`select (select count(*)::int from prealerts) as prealerts, (select count(*)::int from orders where for_sale_at is not null) as for_sale`,
      )
    ).rows;
    expect(counts).toEqual({ prealerts: 1, for_sale: 3 });
  });
});
