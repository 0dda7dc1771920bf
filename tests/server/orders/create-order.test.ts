import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zOrder } from '../../../src/domain/orders';
import { items, orders, packagePositions, packages, pickups } from '../../../src/server/db/schema';
import { expectKeyMismatch, expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { createUser } from '../../helpers/server/factories';
import { createOrdersContext, itemBody, orderData, packageBody, type OrdersContext } from '../../helpers/server/orders/order-fixtures';

let ctx: OrdersContext;
beforeAll(async () => {
  ctx = await createOrdersContext();
});
afterAll(async () => ctx.app.close());

const data = (overrides: Record<string, unknown> = {}) => orderData(ctx.customerUser.id, ctx.taxId, overrides);
const withPackage = (overrides: Record<string, unknown>) => data({ packages: [packageBody(ctx.taxId, overrides)] });
const withItem = (overrides: Record<string, unknown>) => withPackage({ items: [itemBody(ctx.taxId, overrides)] });

/** Every §5 rule of the order form: the body that breaks it, the field path and the message. */
const badBodies: [string, () => unknown, string, string][] = [
  ['no customer', () => data({ customer: undefined }), 'data.customer', 'Customer is required'],
  ['no vendor', () => data({ vendor: undefined }), 'data.vendor', 'Vendor is required'],
  ['a blank vendor', () => data({ vendor: '  ' }), 'data.vendor', 'Vendor is required'],
  ['no shipping method', () => data({ shipping_method: undefined }), 'data.shipping_method', 'Shipping Method is required'],
  ['an unknown shipping method', () => data({ shipping_method: 'teleport' }), 'data.shipping_method', 'Shipping Method is required'],
  ['no invoice in box', () => data({ invoice_in_box: undefined }), 'data.invoice_in_box', 'Invoice in box is required'],
  ['an invoice in box of 2', () => data({ invoice_in_box: 2 }), 'data.invoice_in_box', 'Choose yes or no'],
  ['no warehouse via', () => data({ warehouse_via: undefined }), 'data.warehouse_via', 'Warehouse via is required'],
  ['no packages', () => data({ packages: undefined }), 'data.packages', 'Packages are required'],
  ['an empty package list', () => data({ packages: [] }), 'data.packages', 'Add at least one package'],
  ['a package without type', () => withPackage({ type: undefined }), 'data.packages.0.type', 'Type is required'],
  ['a package without description', () => withPackage({ description: '' }), 'data.packages.0.description', 'Description is required'],
  ['a package without itemsno', () => withPackage({ itemsno: undefined }), 'data.packages.0.itemsno', 'Number of items is required'],
  ['a package without weight', () => withPackage({ weight: undefined }), 'data.packages.0.weight', 'Weight is required'],
  ['a package without length', () => withPackage({ length: undefined }), 'data.packages.0.length', 'Length is required'],
  ['a package without height', () => withPackage({ height: undefined }), 'data.packages.0.height', 'Height is required'],
  ['a package without width', () => withPackage({ width: undefined }), 'data.packages.0.width', 'Width is required'],
  ['a package with vendor shipping null', () => withPackage({ vendor_shipping: null }), 'data.packages.0.vendor_shipping', 'Vendor shipping is required'],
  ['a package with item tax null', () => withPackage({ item_tax: null }), 'data.packages.0.item_tax', 'Item tax is required'],
  ['a package without items', () => withPackage({ items: [] }), 'data.packages.0.items', 'Add at least one item'],
  ['an item without description', () => withItem({ description: undefined }), 'data.packages.0.items.0.description', 'Description is required'],
  ['an item without tax category', () => withItem({ tax_id: undefined }), 'data.packages.0.items.0.tax_id', 'Tax category is required'],
  ['an item without quantity', () => withItem({ quantity: undefined }), 'data.packages.0.items.0.quantity', 'Quantity is required'],
  ['an item without unit price', () => withItem({ unit_price: undefined }), 'data.packages.0.items.0.unit_price', 'Unit price is required'],
  ['an item price with three decimals', () => withItem({ unit_price: 1.234 }), 'data.packages.0.items.0.unit_price', 'Unit price must be in dollars and cents'],
  ['an item without hazard', () => withItem({ hazard: undefined }), 'data.packages.0.items.0.hazard', 'Hazard is required'],
  ['an item without fragile', () => withItem({ fragile: undefined }), 'data.packages.0.items.0.fragile', 'Fragile is required'],
];

describe('POST /api/orders', () => {
  it('records an order with its packages and items, and answers 201 with the full order', async () => {
    const [taxA, taxB] = ctx.taxIds as [number, number];
    const payload = data({
      shipping_method: 'next-day',
      invoice_in_box: 1,
      comments: 'Leave at the back door',
      packages: [
        packageBody(taxA, { description: 'Sneakers', items: [itemBody(taxA, { unit_price: 60 }), itemBody(taxB, { description: 'Socks', unit_price: 5 })] }),
        packageBody(taxB, { type: 'envelope', description: 'Documents', vendor_shipping: 0.1, item_tax: 0, items: [itemBody(taxB, { description: 'Manual', unit_price: 12.34, hazard: 1, fragile: true })] }),
        packageBody(taxA, { description: 'Boots' }),
      ],
    });
    const response = await ctx.create(payload, ctx.worker.headers, { workerID: ctx.worker.id });
    expect(response.statusCode).toBe(201);
    const order = zOrder.parse(response.json());
    expect(order).toMatchObject({
      user: { id: ctx.customerUser.id, full_name: 'Carla Customer', location: { id: 1, name: 'Madeira' }, flagged: false },
      client_fullname: 'Carla Customer',
      delivery: 'next-day',
      vendor: 'Amazon',
      freight_name: 'ups',
      freight_tracking: '1Z999AA10123456784',
      invoice_in_box: 'yes',
      comments: 'Leave at the back door',
      warehouse_via: 'courier',
      pickup: null,
      invoice_id: null,
      invoice_paid: false,
      hasInvoice: false,
      shipment_id: null,
      valid_unit_price: true,
      completed: false,
      add_to_sheet: false,
      status: 'pending',
      description: 'Sneakers, Documents, Boots',
      package_types: 'box, envelope',
      uploads: [],
      images: [],
    });
    expect(order.packages.map((p) => p.description)).toEqual(['Sneakers', 'Documents', 'Boots']);
    expect(order.packages[1]).toMatchObject({ package_type: 'envelope', vendor_shipp: 0.1, item_tax: 0, checkpoint: null });
    expect(order.packages[0]).toMatchObject({ weight: 3.5, length: 30, height: 12, width: 20, vendor_shipp: 5, item_tax: 1.25, itemsno: 2 });
    expect(order.packages[0]!.items.map((item) => [item.description, item.unit_price, item.tax_id])).toEqual([
      ['Running shoes', 60, taxA],
      ['Socks', 5, taxB],
    ]);
    expect(order.packages[1]!.items[0]).toMatchObject({ unit_price: 12.34, hazard: true, fragile: true, tax: { description: expect.any(String), tariff_code: expect.any(String) } });

    const row = await ctx.orderRow(order.id);
    expect(row).toMatchObject({ userId: ctx.customerUser.id, createdBy: ctx.worker.id, packageCount: 3, editedAt: null, deletedAt: null });
    const stored = await ctx.db.select().from(packages).where(eq(packages.orderId, order.id)).orderBy(asc(packages.position));
    expect(stored.map((p) => [p.position, p.vendorShippingCents, p.itemTaxCents])).toEqual([
      [1, 500, 125],
      [2, 10, 0],
      [3, 500, 125],
    ]);
    const storedItems = await ctx.db.select().from(items).where(inArray(items.packageId, stored.map((p) => p.id))).orderBy(asc(items.id));
    expect(storedItems.map((item) => item.unitPriceCents)).toEqual([6000, 500, 1234, 4999]);
    const positions = await ctx.db.select().from(packagePositions).where(inArray(packagePositions.packageId, stored.map((p) => p.id))).orderBy(asc(packagePositions.packageId));
    expect(positions).toEqual(
      stored.map((p) => ({ packageId: p.id, orderId: order.id, checkpointId: null, checkpointAt: null, shippingMethod: 'next-day', createdAt: p.createdAt, shipped: false })),
    );
    expect(await ctx.logsOf(order.id)).toEqual([expect.objectContaining({ userId: ctx.worker.id, action: 'Created order' })]);
  });

  it('marks valid_unit_price false when any item is below $5', async () => {
    const order = await ctx.createOrder({ packages: [packageBody(ctx.taxId, { items: [itemBody(ctx.taxId, { unit_price: 25 }), itemBody(ctx.taxId, { unit_price: 4.99 })] })] });
    expect(order.valid_unit_price).toBe(false);
    expect((await ctx.orderRow(order.id))!.validUnitPrice).toBe(false);
  });

  it('defaults vendor shipping and item tax to 0', async () => {
    const { vendor_shipping: _v, item_tax: _t, ...bare } = packageBody(ctx.taxId);
    const order = await ctx.createOrder({ packages: [bare] });
    expect(order.packages[0]).toMatchObject({ vendor_shipp: 0, item_tax: 0 });
  });

  it('keeps only the group warehouse_via names', async () => {
    const all = {
      drop_fname: 'Dora',
      drop_lname: 'Drop',
      drop_phone: '305 555 0101',
      drop_email: 'dora@example.test',
      freight_company: 'fedex',
      tracking_number: 'FX-1',
      pickup_order: (await ctx.db.select({ id: pickups.id }).from(pickups).limit(1))[0]!.id,
    };
    const individual = await ctx.createOrder({ ...all, warehouse_via: 'individual' });
    expect(individual).toMatchObject({ drop_fname: 'Dora', drop_lname: 'Drop', drop_phone: '305 555 0101', drop_email: 'dora@example.test', freight_name: null, freight_tracking: null, pickup: null });
    const courier = await ctx.createOrder({ ...all, warehouse_via: 'courier' });
    expect(courier).toMatchObject({ drop_fname: null, drop_email: null, freight_name: 'fedex', freight_tracking: 'FX-1', pickup: null });
    const pickup = await ctx.createOrder({ ...all, warehouse_via: 'pick-up' });
    expect(pickup).toMatchObject({ drop_fname: null, freight_name: null, freight_tracking: null, pickup: { id: all.pickup_order, name: expect.any(String) } });
    expect(await ctx.orderRow(pickup.id)).toMatchObject({ pickupId: all.pickup_order, trackingNumber: null, dropFname: null });
  });

  it.each(badBodies)('answers %s with 400 on its field and records nothing', async (_label, body, field, message) => {
    const before = await ctx.orderCount();
    const response = await ctx.create(body());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await ctx.orderCount()).toBe(before);
  });

  it('names every missing order field at once', async () => {
    const response = await ctx.create({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'data.customer': 'Customer is required',
      'data.shipping_method': 'Shipping Method is required',
      'data.invoice_in_box': 'Invoice in box is required',
      'data.warehouse_via': 'Warehouse via is required',
      'data.vendor': 'Vendor is required',
      'data.packages': 'Packages are required',
    });
  });

  it('refuses a customer that is a staff account or does not exist, on data.customer', async () => {
    const before = await ctx.orderCount();
    for (const customer of [ctx.worker.id, 999_999]) {
      const response = await ctx.create(orderData(customer, ctx.taxId));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ 'data.customer': 'Choose a customer account' });
    }
    expect(await ctx.orderCount()).toBe(before);
  });

  it('refuses an unknown tax category on the item that names it, and records nothing', async () => {
    const before = await ctx.orderCount();
    const response = await ctx.create(data({ packages: [packageBody(ctx.taxId), packageBody(ctx.taxId, { items: [itemBody(ctx.taxId), itemBody(999_999)] })] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'data.packages.1.items.1.tax_id': 'Tax category not found' });
    expect(await ctx.orderCount()).toBe(before);
  });

  it('requires a known pickup for a pick-up order', async () => {
    const missing = await ctx.create(data({ warehouse_via: 'pick-up', pickup_order: null }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ 'data.pickup_order': 'Pick-up is required' });
    const unknown = await ctx.create(data({ warehouse_via: 'pick-up', pickup_order: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ 'data.pickup_order': 'Pick-up not found' });
  });

  it("refuses to record an order under another user's name with 403", async () => {
    const before = await ctx.orderCount();
    const response = await ctx.create(data(), ctx.worker.headers, { workerID: ctx.admin.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/your own/);
    expect(await ctx.orderCount()).toBe(before);
  });

  it.each(['admin', 'worker', 'worker-v2'] as const)('lets a %s create an order', async (type) => {
    const caller = await ctx.person({ type });
    const response = await ctx.create(data(), caller.headers);
    expect(response.statusCode).toBe(201);
    expect((await ctx.orderRow(zOrder.parse(response.json()).id))!.createdBy).toBe(caller.id);
  });

  it.each(['accounts', 'basic', 'personal', 'business'] as const)('refuses a %s with 403, even one creating for themself', async (type) => {
    const caller = await ctx.person({ type, special: type !== 'personal' && type !== 'business' });
    const before = await ctx.orderCount();
    expect((await ctx.create(orderData(caller.id, ctx.taxId), caller.headers)).statusCode).toBe(403);
    expect(await ctx.orderCount()).toBe(before);
  });

  it("refuses an anonymous caller and a retired worker's token with 401", async () => {
    const retired = await ctx.person({ type: 'worker', retired: true });
    const before = await ctx.orderCount();
    expect((await ctx.create(data(), {})).statusCode).toBe(401);
    expect((await ctx.create(data(), retired.headers)).statusCode).toBe(401);
    expect(await ctx.orderCount()).toBe(before);
  });

  it('answers an anonymous caller with 401 before looking at the body', async () => {
    expect((await ctx.send('POST', '/api/orders', {}, {})).statusCode).toBe(401);
  });

  it('replays a retried create with the first answer: one order, one log row', async () => {
    const headers = withIdempotencyKey(ctx.worker.headers);
    const payload = data({ vendor: `Replay ${process.pid}` });
    const first = await ctx.create(payload, headers);
    const before = await ctx.orderCount();
    const replay = await ctx.create(payload, headers);
    expectReplayed(first, replay, 201);
    expect(await ctx.orderCount()).toBe(before);
    expect(await ctx.db.select().from(orders).where(eq(orders.vendor, payload.vendor as string))).toHaveLength(1);
    expect(await ctx.logsOf(zOrder.parse(first.json()).id)).toHaveLength(1);
    expectKeyMismatch(await ctx.create(data({ vendor: 'Another vendor' }), headers));
    expect(await ctx.orderCount()).toBe(before);
  });

  it('accepts an order for a flagged business customer', async () => {
    const flagged = await createUser(ctx.app, { type: 'business', flagged: true });
    const order = await ctx.createOrder({}, flagged.id);
    expect(order.user).toMatchObject({ id: flagged.id, flagged: true, location: { id: 2, name: 'Harbor Bay' } });
  });
});
