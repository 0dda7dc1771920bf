import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages, zOrder, type Order } from '../../../src/domain/orders';
import { items, orders, packagePositions, packages } from '../../../src/server/db/schema';
import { expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { createUser } from '../../helpers/server/factories';
import { createOrdersContext, editData, itemBody, packageBody, type OrdersContext } from '../../helpers/server/orders/order-fixtures';

let ctx: OrdersContext;
beforeAll(async () => {
  ctx = await createOrdersContext();
});
afterAll(async () => ctx.app.close());

const twoPackages = () => ({
  packages: [
    packageBody(ctx.taxId, { description: 'Sneakers', items: [itemBody(ctx.taxId, { description: 'Left' }), itemBody(ctx.taxId, { description: 'Right' })] }),
    packageBody(ctx.taxId, { type: 'envelope', description: 'Papers' }),
  ],
});

const updated = async (id: number, data: unknown, headers = ctx.worker.headers, extra: Record<string, unknown> = {}) => {
  const response = await ctx.update(id, data, headers, extra);
  expect(response.statusCode, response.body).toBe(200);
  return zOrder.parse(response.json());
};

const packageRows = (orderId: number) => ctx.db.select().from(packages).where(eq(packages.orderId, orderId)).orderBy(asc(packages.position));

describe('PUT /api/orders/:id', () => {
  it('updates kept packages and items in place, inserts new ones, removes missing ones and sets edited_at', async () => {
    const order = await ctx.createOrder(twoPackages());
    const [sneakers, papers] = order.packages as [Order['packages'][number], Order['packages'][number]];
    const body = editData(order);
    const [first, second] = body.packages;
    const edited = await updated(
      order.id,
      {
        ...body,
        vendor: 'Best Buy',
        packages: [
          { ...second!, description: 'Signed papers', weight: 0.5 },
          { ...first!, items: [{ ...first!.items[1]!, quantity: 5, unit_price: 3 }, itemBody(ctx.taxIds[1]!, { description: 'Laces' })] },
          packageBody(ctx.taxId, { type: 'box', description: 'Extra box' }),
        ],
      },
      ctx.worker.headers,
      { orderID: order.id },
    );
    expect(edited).toMatchObject({ id: order.id, vendor: 'Best Buy', description: 'Signed papers, Sneakers, Extra box', package_types: 'envelope, box', valid_unit_price: false });
    expect(edited.packages.map((p) => [p.id, p.barcode, p.sect])).toEqual([
      [papers.id, papers.barcode, papers.sect],
      [sneakers.id, sneakers.barcode, sneakers.sect],
      [expect.any(Number), expect.stringMatching(/^BF\d{10}$/), expect.any(Number)],
    ]);
    expect(edited.packages[0]).toMatchObject({ description: 'Signed papers', weight: 0.5 });
    const sneakerItems = edited.packages[1]!.items;
    expect(sneakerItems.map((item) => [item.description, item.quantity, item.unit_price])).toEqual([
      ['Right', 5, 3],
      ['Laces', 2, 49.99],
    ]);
    expect(sneakerItems[0]!.id).toBe(sneakers.items[1]!.id);
    expect((await packageRows(order.id)).map((p) => p.position)).toEqual([1, 2, 3]);
    expect(await ctx.db.select().from(items).where(eq(items.id, sneakers.items[0]!.id))).toEqual([]);
    const row = await ctx.orderRow(order.id);
    expect(row).toMatchObject({ packageCount: 3, vendor: 'Best Buy', validUnitPrice: false });
    expect(row!.editedAt).toBeInstanceOf(Date);
    expect(await ctx.logsOf(order.id)).toEqual([
      expect.objectContaining({ action: 'Created order' }),
      expect.objectContaining({ userId: ctx.worker.id, action: 'Updated order' }),
    ]);
    expect(zOrder.parse((await ctx.get(order.id)).json())).toEqual(edited);
  });

  it('removes a package left out of the body together with its items', async () => {
    const order = await ctx.createOrder(twoPackages());
    const body = editData(order);
    const edited = await updated(order.id, { ...body, packages: [body.packages[1]] });
    expect(edited.packages.map((p) => p.id)).toEqual([order.packages[1]!.id]);
    expect(edited.description).toBe('Papers');
    const goneItems = order.packages[0]!.items.map((item) => item.id);
    expect(await ctx.db.select().from(items).where(inArray(items.id, goneItems))).toEqual([]);
    expect(await ctx.db.select().from(packages).where(eq(packages.id, order.packages[0]!.id))).toEqual([]);
  });

  it('refuses to remove a package that has been scanned with 409, changing nothing', async () => {
    const order = await ctx.createOrder(twoPackages());
    await ctx.scan(order.packages[0]!.id, 12);
    const body = editData(order);
    const response = await ctx.update(order.id, { ...body, vendor: 'Changed', packages: [body.packages[1]] });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(order.packages[0]!.barcode) });
    expect(await packageRows(order.id)).toHaveLength(2);
    expect((await ctx.orderRow(order.id))!.vendor).toBe('Amazon');
    // A scanned package that stays on the order may still be corrected.
    const kept = await updated(order.id, { ...body, packages: [{ ...body.packages[0]!, weight: 9 }, body.packages[1]] });
    expect(kept.packages[0]).toMatchObject({ weight: 9, checkpoint: { id: 12, name: expect.any(String) } });
  });

  it('drops the tracking number and freight company when an order switches from courier to individual', async () => {
    const order = await ctx.createOrder({ warehouse_via: 'courier', freight_company: 'dhl', tracking_number: 'DHL-42' });
    expect(order).toMatchObject({ freight_name: 'dhl', freight_tracking: 'DHL-42' });
    const edited = await updated(order.id, { ...editData(order), warehouse_via: 'individual', drop_fname: 'Ivy', drop_lname: 'Individual', drop_phone: '242 555 0100' });
    expect(edited).toMatchObject({ warehouse_via: 'individual', freight_name: null, freight_tracking: null, drop_fname: 'Ivy', drop_lname: 'Individual', drop_phone: '242 555 0100' });
    expect(await ctx.orderRow(order.id)).toMatchObject({ freightCompany: null, trackingNumber: null, dropFname: 'Ivy' });
  });

  it("gives every package's position the new shipping method, kept and added packages alike", async () => {
    const order = await ctx.createOrder({ shipping_method: 'standard', ...twoPackages() });
    const body = editData(order);
    const edited = await updated(order.id, { ...body, shipping_method: 'next-day', packages: [body.packages[0]!, packageBody(ctx.taxId, { description: 'Added' })] });
    const positions = await ctx.db
      .select({ id: packages.id, createdAt: packages.createdAt, position: packagePositions })
      .from(packages)
      .innerJoin(packagePositions, eq(packagePositions.packageId, packages.id))
      .where(eq(packages.orderId, order.id));
    expect(positions.map((p) => p.id).sort()).toEqual(edited.packages.map((p) => p.id).sort());
    for (const { createdAt, position } of positions) {
      expect(position).toMatchObject({ orderId: order.id, shippingMethod: 'next-day', checkpointId: null, checkpointAt: null, createdAt });
    }
  });

  describe('the shipping method level', () => {
    it('refuses a non-special worker lowering next-day to standard or special, changing nothing', async () => {
      const order = await ctx.createOrder({ shipping_method: 'next-day' });
      for (const method of ['standard', 'special']) {
        const response = await ctx.update(order.id, { ...editData(order), shipping_method: method, vendor: 'Changed' });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toEqual({ 'data.shipping_method': orderMessages.methodLevel });
      }
      expect(await ctx.orderRow(order.id)).toMatchObject({ shippingMethod: 'next-day', vendor: 'Amazon', editedAt: null });
    });

    it('refuses a non-special admin lowering standard to special', async () => {
      const order = await ctx.createOrder({ shipping_method: 'standard' });
      const response = await ctx.update(order.id, { ...editData(order), shipping_method: 'special' }, ctx.admin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ 'data.shipping_method': orderMessages.methodLevel });
    });

    it('lets a non-special worker keep or raise the level, and pick methods off the ladder', async () => {
      const order = await ctx.createOrder({ shipping_method: 'special' });
      expect((await updated(order.id, editData(order))).delivery).toBe('special');
      expect((await updated(order.id, { ...editData(order), shipping_method: 'standard' })).delivery).toBe('standard');
      expect((await updated(order.id, { ...editData(order), shipping_method: 'next-day' })).delivery).toBe('next-day');
      expect((await updated(order.id, { ...editData(order), shipping_method: 'consolidation' })).delivery).toBe('consolidation');
    });

    it('lets a special user choose any method', async () => {
      const order = await ctx.createOrder({ shipping_method: 'next-day' });
      expect((await updated(order.id, { ...editData(order), shipping_method: 'special' }, ctx.special.headers)).delivery).toBe('special');
    });
  });

  it('refuses changing the customer on data.customer', async () => {
    const order = await ctx.createOrder();
    const other = await createUser(ctx.app, { type: 'personal' });
    const response = await ctx.update(order.id, { ...editData(order), customer: other.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'data.customer': 'The customer of an order cannot be changed' });
    expect((await ctx.orderRow(order.id))!.userId).toBe(ctx.customerUser.id);
  });

  it('refuses an orderID that is not the path id with 400', async () => {
    const order = await ctx.createOrder();
    const response = await ctx.update(order.id, editData(order), ctx.worker.headers, { orderID: order.id + 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ orderID: 'This is not the order being edited' });
  });

  it("refuses package and item ids that are not this order's", async () => {
    const order = await ctx.createOrder(twoPackages());
    const other = await ctx.createOrder();
    const body = editData(order);
    const foreignPackage = await ctx.update(order.id, { ...body, packages: [{ ...body.packages[0]!, id: other.packages[0]!.id }, body.packages[1]] });
    expect(foreignPackage.statusCode).toBe(400);
    // Its items are refused too: they belong to the package the body no longer names.
    expect(foreignPackage.json().error.fields).toEqual({
      'data.packages.0.id': 'This package is not part of the order',
      'data.packages.0.items.0.id': 'This item is not part of the package',
      'data.packages.0.items.1.id': 'This item is not part of the package',
    });
    const movedItem = { ...body.packages[1]!, items: [{ ...body.packages[1]!.items[0]!, id: body.packages[0]!.items[0]!.id }] };
    const wrongItem = await ctx.update(order.id, { ...body, packages: [body.packages[0], movedItem] });
    expect(wrongItem.statusCode).toBe(400);
    expect(wrongItem.json().error.fields).toEqual({ 'data.packages.1.items.0.id': 'This item is not part of the package' });
    expect(zOrder.parse((await ctx.get(order.id)).json()).packages).toEqual(order.packages);
  });

  it.each([
    ['no vendor', { vendor: '' }, 'data.vendor', 'Vendor is required'],
    ['no packages', { packages: [] }, 'data.packages', 'Add at least one package'],
    ['no shipping method', { shipping_method: undefined }, 'data.shipping_method', 'Shipping Method is required'],
  ])('answers %s with 400 on its field', async (_label, overrides, field, message) => {
    const order = await ctx.createOrder();
    const response = await ctx.update(order.id, { ...editData(order), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ [field]: message });
  });

  it('refuses an unknown tax category on its item path', async () => {
    const order = await ctx.createOrder();
    const body = editData(order);
    const response = await ctx.update(order.id, { ...body, packages: [{ ...body.packages[0]!, items: [{ ...body.packages[0]!.items[0]!, tax_id: 999_999 }] }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'data.packages.0.items.0.tax_id': 'Tax category not found' });
  });

  it('answers an unknown or deleted order with 404', async () => {
    const order = await ctx.createOrder();
    expect((await ctx.update(999_999, editData(order))).statusCode).toBe(404);
    await ctx.db.update(orders).set({ deletedAt: new Date(), deletedBy: ctx.admin.id }).where(eq(orders.id, order.id));
    expect((await ctx.update(order.id, editData(order))).statusCode).toBe(404);
  });

  it.each(['accounts', 'basic', 'personal', 'business'] as const)('refuses a %s with 403 and changes nothing', async (type) => {
    const order = await ctx.createOrder();
    const caller = await ctx.person({ type, special: type === 'accounts' || type === 'basic' });
    expect((await ctx.update(order.id, { ...editData(order), vendor: 'Changed' }, caller.headers)).statusCode).toBe(403);
    expect((await ctx.orderRow(order.id))!.vendor).toBe('Amazon');
  });

  it("refuses an anonymous caller and a retired worker's token with 401", async () => {
    const order = await ctx.createOrder();
    const retired = await ctx.person({ type: 'worker', retired: true });
    expect((await ctx.update(order.id, editData(order), {})).statusCode).toBe(401);
    expect((await ctx.update(order.id, editData(order), retired.headers)).statusCode).toBe(401);
  });

  it('replays a retried edit once: one log row', async () => {
    const order = await ctx.createOrder();
    const headers = withIdempotencyKey(ctx.worker.headers);
    const body = { ...editData(order), packages: [...editData(order).packages, packageBody(ctx.taxId)] };
    const first = await ctx.update(order.id, body, headers);
    const replay = await ctx.update(order.id, body, headers);
    expectReplayed(first, replay, 200);
    expect(await packageRows(order.id)).toHaveLength(2);
    expect((await ctx.logsOf(order.id)).filter((log) => log.action === 'Updated order')).toHaveLength(1);
  });
});
