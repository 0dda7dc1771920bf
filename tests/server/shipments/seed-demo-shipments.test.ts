import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zShipmentsPage, zUnshippedPage } from '../../../src/domain/shipments';
import { seedDemoShipments } from '../../../src/server/db/seed/seed-demo-shipments';
import { signedIn } from '../../helpers/server/factories';
import { useDemoApp } from '../../helpers/server/demo-app';

const demo = useDemoApp();

describe('demo shipments', () => {
  it('put the orders older than ten days into three shipments of three boxes, and leave the newer packages to pick', async () => {
    const { headers } = await signedIn(demo.app, { type: 'worker' });
    const list = zShipmentsPage.parse((await demo.app.inject({ method: 'GET', url: '/api/shipments', headers })).json());
    expect(list.data.map((row) => row.carrier).sort()).toEqual(['Bahamas Air Cargo', 'Seaboard Marine', 'Tropical Shipping']);
    expect(list.data.every((row) => row.packages_count > 0)).toBe(true);
    const [counts] = (
      await demo.app.deps.database.db.execute<{ boxes: number; old_unshipped: number; new_shipped: number }>(sql`
        select (select count(*)::int from shipment_boxes) as boxes,
               (select count(*)::int from packages p where p.created_at < now() - interval '10 days'
                  and not exists (select 1 from shipment_packages s where s.package_id = p.id)) as old_unshipped,
               (select count(*)::int from packages p join shipment_packages s on s.package_id = p.id
                  where p.created_at >= now() - interval '10 days') as new_shipped`)
    ).rows;
    expect(counts).toEqual({ boxes: 9, old_unshipped: 0, new_shipped: 0 });
    const unshipped = zUnshippedPage.parse((await demo.app.inject({ method: 'GET', url: '/api/unshipped/packages', headers })).json());
    expect(unshipped.data.length).toBeGreaterThan(0);
  });

  it('are added only to an empty shipments table', async () => {
    const before = (await demo.app.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from shipment_packages`)).rows[0]!.n;
    await seedDemoShipments(demo.app.deps.database.db);
    expect((await demo.app.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from shipment_packages`)).rows[0]!.n).toBe(before);
  });
});
