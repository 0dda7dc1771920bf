import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zOrder, zOrdersPage } from '../../../src/domain/orders';
import { packageIdOfBarcode } from '../../../src/domain/barcode';
import { seedDemo } from '../../../src/server/db/seed/seed-demo';
import { seedDemoOrders } from '../../../src/server/db/seed/seed-demo-orders';
import { signedIn } from '../../helpers/server/factories';
import { useDemoApp } from '../../helpers/server/demo-app';

const demo = useDemoApp();

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await demo.app.deps.database.db.execute<T>(query)).rows[0]!;

describe('demo orders', () => {
  it('spreads a few hundred orders over the demo customers, methods, locations and the last 60 days', async () => {
    const stats = await one<{ orders: number; customers: number; methods: number; locations: number; oldest_days: number; newest_minutes: number }>(sql`
      select count(*)::int as orders, count(distinct o.user_id)::int as customers, count(distinct o.shipping_method)::int as methods,
             count(distinct u.location_id)::int as locations,
             extract(epoch from now() - min(o.created_at)) / 86400 as oldest_days,
             extract(epoch from now() - max(o.created_at)) / 60 as newest_minutes
      from orders o join users u on u.id = o.user_id where u.account_type in ('personal', 'business')`);
    expect(stats.orders).toBeGreaterThanOrEqual(200);
    expect(stats.customers).toBeGreaterThanOrEqual(20);
    expect(stats.methods).toBeGreaterThanOrEqual(6);
    expect(stats.locations).toBe(2);
    expect(Number(stats.oldest_days)).toBeLessThanOrEqual(60);
    expect(Number(stats.oldest_days)).toBeGreaterThan(40);
    expect(Number(stats.newest_minutes)).toBeLessThan(60);
  });

  it('gives each order 1–3 packages of 1–3 items, with valid barcodes and list columns in step', async () => {
    const shape = await one<{ min_p: number; max_p: number; min_i: number; max_i: number; bad_count: number; bad_barcodes: number }>(sql`
      with per_order as (select o.id, o.package_count, count(p.id)::int as n from orders o join packages p on p.order_id = o.id group by o.id),
           per_package as (select p.id, count(i.id)::int as n from packages p join items i on i.package_id = p.id group by p.id)
      select (select min(n) from per_order) as min_p, (select max(n) from per_order) as max_p,
             (select min(n) from per_package) as min_i, (select max(n) from per_package) as max_i,
             (select count(*)::int from per_order where n <> package_count) as bad_count,
             (select count(*)::int from packages where barcode <> 'BF' || lpad(id::text, 9, '0') || right(barcode, 1)) as bad_barcodes`);
    expect(shape).toEqual({ min_p: 1, max_p: 3, min_i: 1, max_i: 3, bad_count: 0, bad_barcodes: 0 });
    const barcodes = (await demo.app.deps.database.db.execute<{ id: number; barcode: string }>(sql`select id, barcode from packages`)).rows;
    for (const { id, barcode } of barcodes) expect(packageIdOfBarcode(barcode)).toBe(id);
  });

  it("keeps each package's current checkpoint equal to its last tracking event, scanned some hours to ten days ago", async () => {
    const track = await one<{ mismatched: number; untracked: number; oldest_days: number; checkpoints: number }>(sql`
      with last as (
        select distinct on (package_id) package_id, checkpoint_id, occurred_at from tracking_events order by package_id, occurred_at desc, id desc)
      select count(*) filter (where l.checkpoint_id is distinct from p.checkpoint_id or l.occurred_at is distinct from p.checkpoint_at)::int as mismatched,
             count(*) filter (where l.package_id is null)::int as untracked,
             max(extract(epoch from now() - p.checkpoint_at) / 86400) filter (where p.checkpoint_id <> 12) as oldest_days,
             count(distinct p.checkpoint_id)::int as checkpoints
      from packages k left join package_positions p on p.package_id = k.id left join last l on l.package_id = k.id`);
    expect(track.mismatched).toBe(0);
    expect(track.untracked).toBe(0);
    expect(Number(track.oldest_days)).toBeLessThanOrEqual(10);
    expect(track.checkpoints).toBeGreaterThanOrEqual(6);
  });

  it('leaves packages for each of the alert filters to find', async () => {
    const alerts = await one<{ on_the_way: number; next_day_miami: number; others_miami: number }>(sql`
      select count(*) filter (where p.checkpoint_id = 17 and p.checkpoint_at < now() - interval '2 days')::int as on_the_way,
             count(*) filter (where p.checkpoint_id = 12 and o.shipping_method = 'next-day' and p.checkpoint_at < now() - interval '2 days')::int as next_day_miami,
             count(*) filter (where p.checkpoint_id = 12 and o.shipping_method <> 'next-day' and p.checkpoint_at < now() - interval '4 days')::int as others_miami
      from package_positions p join orders o on o.id = p.order_id`);
    expect(alerts.on_the_way).toBeGreaterThan(0);
    expect(alerts.next_day_miami).toBeGreaterThan(0);
    expect(alerts.others_miami).toBeGreaterThan(0);
  });

  it('serves through the API: the list with daily counts, and each order in full', async () => {
    const admin = await signedIn(demo.app, { type: 'admin', special: true });
    const page = zOrdersPage.parse((await demo.app.inject({ method: 'GET', url: '/api/orders/paginated', headers: admin.headers })).json());
    expect(page.data).toHaveLength(20);
    expect(page.meta.has_next).toBe(true);
    expect(page.additional.today_order_count).toBeGreaterThan(0);
    expect(page.additional.today_orders_edited).toBeGreaterThan(0);
    for (const row of page.data.slice(0, 5)) {
      const response = await demo.app.inject({ method: 'GET', url: `/api/orders/${row.id}`, headers: admin.headers });
      expect(response.statusCode).toBe(200);
      expect(zOrder.parse(response.json()).packages.length).toBe(row.package_count);
    }
  });

  it('seeds only into a database without orders', async () => {
    const count = async () => (await one<{ n: number }>(sql`select count(*)::int as n from orders`)).n;
    const before = await count();
    await seedDemoOrders(demo.app.deps.database.db);
    await seedDemo(demo.app.deps.database.db);
    expect(await count()).toBe(before);
  });
});
