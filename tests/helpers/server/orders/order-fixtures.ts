import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { zOrder, type Order } from '../../../../src/domain/orders';
import { activityLogs, orders, packagePositions, taxes, trackingEvents } from '../../../../src/server/db/schema';
import { createUser, signedIn, type Actor, type UserOptions } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

export type Headers = Record<string, string>;

export const itemBody = (taxId: number, overrides: Record<string, unknown> = {}) => ({
  description: 'Running shoes',
  tax_id: taxId,
  quantity: 2,
  unit_price: 49.99,
  hazard: false,
  fragile: 0,
  ...overrides,
});

export const packageBody = (taxId: number, overrides: Record<string, unknown> = {}) => ({
  type: 'box',
  description: 'Shoes',
  itemsno: 2,
  weight: 3.5,
  length: 30,
  height: 12,
  width: 20,
  vendor_shipping: 5,
  item_tax: 1.25,
  items: [itemBody(taxId)],
  ...overrides,
});

export const orderData = (customer: number, taxId: number, overrides: Record<string, unknown> = {}) => ({
  customer,
  shipping_method: 'standard',
  invoice_in_box: 0,
  warehouse_via: 'courier',
  vendor: 'Amazon',
  comments: null,
  freight_company: 'ups',
  tracking_number: '1Z999AA10123456784',
  packages: [packageBody(taxId)],
  ...overrides,
});

/** The form body an edit sends back: the order as GET shows it, with ids on packages and items. */
export const editData = (order: Order, overrides: Record<string, unknown> = {}) => ({
  customer: order.user.id,
  shipping_method: order.delivery,
  invoice_in_box: order.invoice_in_box === 'yes' ? 1 : 0,
  warehouse_via: order.warehouse_via,
  vendor: order.vendor,
  comments: order.comments,
  drop_fname: order.drop_fname,
  drop_lname: order.drop_lname,
  drop_phone: order.drop_phone,
  drop_email: order.drop_email,
  freight_company: order.freight_name,
  tracking_number: order.freight_tracking,
  pickup_order: order.pickup?.id ?? null,
  packages: order.packages.map((p) => ({
    id: p.id,
    type: p.package_type,
    description: p.description,
    itemsno: p.itemsno,
    weight: p.weight,
    length: p.length,
    height: p.height,
    width: p.width,
    vendor_shipping: p.vendor_shipp,
    item_tax: p.item_tax,
    items: p.items.map((item) => ({
      id: item.id,
      description: item.description,
      tax_id: item.tax_id,
      quantity: item.quantity,
      unit_price: item.unit_price,
      hazard: item.hazard,
      fragile: item.fragile,
      invoice_number: item.invoice_number,
      product_type: item.product_type,
    })),
  })),
  ...overrides,
});

/** One test file's app with the people most order tests need, and short ways to call the API. */
export const createOrdersContext = async () => {
  const app: TestApp = await createTestApp();
  const db = app.deps.database.db;
  const admin = await signedIn(app, { type: 'admin' });
  const worker = await signedIn(app, { type: 'worker' });
  const special = await signedIn(app, { type: 'worker', special: true });
  const customerUser = await createUser(app, { type: 'personal', firstName: 'Carla', lastName: 'Customer', locationId: 1 });
  const taxIds = (await db.select({ id: taxes.id }).from(taxes).orderBy(asc(taxes.id)).limit(3)).map((row) => row.id);
  const taxId = taxIds[0]!;

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const create = (data: unknown, headers: Headers = worker.headers, extra: Record<string, unknown> = {}) =>
    send('POST', '/api/orders', headers, { data, ...extra });
  const update = (id: number | string, data: unknown, headers: Headers = worker.headers, extra: Record<string, unknown> = {}) =>
    send('PUT', `/api/orders/${id}`, headers, { data, ...extra });
  const get = (id: number | string, headers: Headers = worker.headers) => send('GET', `/api/orders/${id}`, headers);

  /** Creates an order through the API and answers it as GET shows it. */
  const createOrder = async (overrides: Record<string, unknown> = {}, customer = customerUser.id, headers: Headers = worker.headers) => {
    const response = await create(orderData(customer, taxId, overrides), headers);
    expect(response.statusCode, response.body).toBe(201);
    return zOrder.parse(response.json());
  };

  const orderCount = async () => (await db.select({ n: count() }).from(orders).where(isNull(orders.deletedAt)))[0]!.n;
  const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
  const logsOf = (id: number) =>
    db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'order'), eq(activityLogs.entityId, id))).orderBy(asc(activityLogs.id));

  /** A scan of a package at a checkpoint, as the scanning area will record it. */
  const scan = async (packageId: number, checkpointId: number, occurredAt = new Date()) => {
    await db.insert(trackingEvents).values({ packageId, checkpointId, userId: worker.id, occurredAt });
    await db.update(packagePositions).set({ checkpointId, checkpointAt: occurredAt }).where(eq(packagePositions.packageId, packageId));
  };

  const person = (options: UserOptions): Promise<Actor> => signedIn(app, options);

  return { app, db, admin, worker, special, customerUser, taxId, taxIds, send, create, update, get, createOrder, orderCount, orderRow, logsOf, scan, person };
};
export type OrdersContext = Awaited<ReturnType<typeof createOrdersContext>>;
