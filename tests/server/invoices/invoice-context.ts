import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { zGeneratedInvoice, zInvoice, type InvoiceType } from '../../../src/domain/invoices';
import { zOrder } from '../../../src/domain/orders';
import { activityLogs, cartItems, invoiceFees, invoicePackages, invoices, mailLog, packagePositions, transactions } from '../../../src/server/db/schema';
import { idempotencyKey, signedIn, type Actor } from '../../helpers/server/factories';
import { orderData } from '../../helpers/server/orders/order-fixtures';
import type { Config } from '../../../src/server/config';
import { createTestApp, type TestApp } from '../../helpers/server/test-app';

export type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The tax categories of the domain's worked invoices (tests/domain/pricing/invoice.test.ts), made through the API. */
const categories = {
  clothing: { description: 'Invoice clothing', vat: 35, levy: 0, levy_kind: 'percent', zero_rated: false, tariff_code: '6109.10' },
  television: { description: 'Invoice televisions', vat: 10, levy: 5, levy_kind: 'per_unit', zero_rated: false, tariff_code: '8528.72' },
  books: { description: 'Invoice books', vat: 0, levy: 0, levy_kind: 'percent', zero_rated: true, tariff_code: '4901.99' },
} as const;
export type Category = keyof typeof categories;

export type ItemSpec = { description?: string; price: number; quantity: number; category: Category; hazard?: boolean; fragile?: boolean };
export type BoxSpec = { weight: number; size: [number, number, number]; items: ItemSpec[]; description?: string };

/**
 * One test file's app (with any config `overrides`, such as an SMTP server) with every role of
 * portal spec §6, the worked tax categories, and short ways to arrange orders and invoices through the API.
 */
export const createInvoicesContext = async (overrides: Partial<Config> = {}) => {
  const app: TestApp = await createTestApp(overrides);
  const db = app.deps.database.db;
  const admin = await signedIn(app, { type: 'admin', locationId: 1 });
  const worker = await signedIn(app, { type: 'worker' });
  const special = await signedIn(app, { type: 'worker', special: true });
  const customerEmail = `ivy.${process.pid}@example.test`;
  const customer = await signedIn(app, { type: 'personal', firstName: 'Ivy', lastName: 'Invoiced', email: customerEmail });
  const person = (options: Parameters<typeof signedIn>[1]): Promise<Actor> => signedIn(app, options);

  const send = (method: Method, url: string, headers: Headers, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** A mutation as the app sends it, with an Idempotency-Key of its own. */
  const mutate = (method: Method, url: string, headers: Headers, payload?: unknown) => send(method, url, { ...headers, 'idempotency-key': idempotencyKey() }, payload);

  const taxIds = {} as Record<Category, number>;
  for (const [name, body] of Object.entries(categories)) {
    const response = await mutate('POST', '/api/taxes', admin.headers, body);
    expect(response.statusCode, response.body).toBe(201);
    taxIds[name as Category] = (response.json() as { id: number }).id;
  }

  const box = (spec: BoxSpec) => ({
    type: 'box',
    description: spec.description ?? 'Box',
    itemsno: spec.items.reduce((n, item) => n + item.quantity, 0),
    weight: spec.weight,
    length: spec.size[0],
    width: spec.size[1],
    height: spec.size[2],
    vendor_shipping: 0,
    item_tax: 0,
    items: spec.items.map((item) => ({
      description: item.description ?? 'Goods',
      tax_id: taxIds[item.category],
      quantity: item.quantity,
      unit_price: item.price,
      hazard: item.hazard ?? false,
      fragile: item.fragile ?? false,
    })),
  });

  /** An order recorded through POST /orders by the worker, as GET shows it. */
  const createOrder = async (boxes: BoxSpec[] = [{ weight: 12, size: [30, 20, 10], items: [{ price: 49.99, quantity: 2, category: 'clothing' }] }], overrides: Record<string, unknown> = {}, customerId = customer.id) => {
    const response = await mutate('POST', '/api/orders', worker.headers, { data: orderData(customerId, taxIds.clothing, { packages: boxes.map(box), ...overrides }) });
    expect(response.statusCode, response.body).toBe(201);
    return zOrder.parse(response.json());
  };

  const generate = (orderId: number, headers: Headers = worker.headers, extra = '') => mutate('POST', `/api/invoices?orderID=${orderId}${extra}`, headers);
  const generated = async (orderId: number, headers: Headers = worker.headers) => {
    const response = await generate(orderId, headers);
    expect(response.statusCode, response.body).toBe(201);
    return zGeneratedInvoice.parse(response.json());
  };
  /** An order of the worked air invoice (value $94.89) and its invoice. */
  const invoicedOrder = async (boxes?: BoxSpec[], customerId = customer.id) => {
    const order = await createOrder(boxes, {}, customerId);
    return { order, invoice: await generated(order.id) };
  };

  const getInvoice = async (id: number, headers: Headers = worker.headers) => {
    const response = await send('GET', `/api/invoices/${id}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return zInvoice.parse(response.json());
  };
  const setType = (id: number, type: string, headers: Headers = admin.headers) => mutate('PUT', `/api/invoices/${id}`, headers, { type });
  const approve = (id: number, headers: Headers = worker.headers, method: Method = 'POST') => mutate(method, `/api/invoices/${id}/approve`, headers);
  const unapprove = (id: number, headers: Headers = worker.headers, method: Method = 'POST') => mutate(method, `/api/invoices/${id}/unapprove`, headers);
  const pay = (id: number, type: InvoiceType | string, headers: Headers = admin.headers, method: Method = 'POST', extra = '') =>
    mutate(method, `/api/invoices/${id}/pay?type=${type}${extra}`, headers);
  const setFees = (id: number, fees: unknown, headers: Headers = special.headers) => mutate('POST', `/api/invoices/${id}/fees`, headers, { fees });
  const createManual = (orderId: number, body: unknown, headers: Headers = special.headers) => mutate('POST', `/api/orders/${orderId}/create-manual`, headers, body);

  /** Approved with a type, ready for a cart or a payment. */
  const approvedInvoice = async (type: InvoiceType = 'cash', customerId = customer.id) => {
    const { order, invoice } = await invoicedOrder(undefined, customerId);
    expect((await setType(invoice.id, type)).statusCode).toBe(200);
    expect((await approve(invoice.id)).statusCode).toBe(200);
    return { order, invoice };
  };

  const invoiceRow = async (id: number) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  const packageRows = (id: number) => db.select().from(invoicePackages).where(eq(invoicePackages.invoiceId, id)).orderBy(asc(invoicePackages.packageId));
  const feeRows = (id: number) => db.select().from(invoiceFees).where(eq(invoiceFees.invoiceId, id)).orderBy(asc(invoiceFees.position));
  const transactionsOf = (id: number) => db.select().from(transactions).where(eq(transactions.invoiceId, id));
  const cartsHolding = async (id: number) => (await db.select().from(cartItems).where(eq(cartItems.invoiceId, id)).orderBy(asc(cartItems.userId))).map((row) => row.userId);
  const putInCart = (userId: number, invoiceId: number) => db.insert(cartItems).values({ userId, invoiceId });
  const logsOf = (entity: string, id: number) =>
    db.select().from(activityLogs).where(and(eq(activityLogs.entity, entity), eq(activityLogs.entityId, id))).orderBy(asc(activityLogs.id));
  /** Everything a refused change must leave as it was. */
  const snapshot = async (id: number) => ({ row: await invoiceRow(id), fees: await feeRows(id), carts: await cartsHolding(id), paid: await transactionsOf(id) });

  /** The mail goes out in the background after the commit; draining it makes it visible. */
  const mailsTo = async (to: string) => {
    await app.deps.background.drain();
    return db.select().from(mailLog).where(eq(mailLog.to, to)).orderBy(asc(mailLog.id));
  };

  /** A package put at a checkpoint at a time, as a scan would. */
  const placeAt = (packageId: number, checkpointId: number, at: Date) =>
    db.update(packagePositions).set({ checkpointId, checkpointAt: at }).where(eq(packagePositions.packageId, packageId));

  return {
    app,
    db,
    admin,
    worker,
    special,
    customer,
    customerEmail,
    person,
    taxIds,
    send,
    mutate,
    createOrder,
    generate,
    generated,
    invoicedOrder,
    getInvoice,
    setType,
    approve,
    unapprove,
    pay,
    setFees,
    createManual,
    approvedInvoice,
    invoiceRow,
    packageRows,
    feeRows,
    transactionsOf,
    cartsHolding,
    putInCart,
    logsOf,
    snapshot,
    mailsTo,
    placeAt,
  };
};
export type InvoicesContext = Awaited<ReturnType<typeof createInvoicesContext>>;
