import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageBarcode, packageSect } from '../../../src/domain/barcode';
import { packages } from '../../../src/server/db/schema';
import { createOrdersContext, packageBody, type OrdersContext } from '../../helpers/server/orders/order-fixtures';

describe('barcodes of created packages', () => {
  let ctx: OrdersContext;
  beforeAll(async () => {
    ctx = await createOrdersContext();
  });
  afterAll(async () => ctx.app.close());

  it('are unique per package and match each package id, with its sect', async () => {
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await ctx.createOrder({ packages: [packageBody(ctx.taxId), packageBody(ctx.taxId), packageBody(ctx.taxId)] }));
    const shown = made.flatMap((order) => order.packages);
    expect(new Set(shown.map((p) => p.barcode)).size).toBe(12);
    for (const p of shown) {
      expect(p.barcode).toBe(packageBarcode(p.id));
      expect(p.sect).toBe(packageSect(p.id));
    }
    const stored = await ctx.db.select().from(packages).where(inArray(packages.id, shown.map((p) => p.id))).orderBy(asc(packages.id));
    expect(stored.map((p) => p.barcode)).toEqual(shown.map((p) => p.barcode).sort());
  });
});
