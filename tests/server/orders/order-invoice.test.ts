import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOf } from '../../../src/domain/common';
import { zGeneratedInvoice } from '../../../src/domain/invoices';
import { orderMessages, zOrder, zOrderRow, zOrdersPage, type Order } from '../../../src/domain/orders';
import { zCustomerOrdersPage } from '../../../src/domain/users';
import { cartItems, items, packages } from '../../../src/server/db/schema';
import { withIdempotencyKey } from '../../helpers/server/access-cases';
import { createUser } from '../../helpers/server/factories';
import { createOrdersContext, editData, packageBody, type Headers, type OrdersContext } from '../../helpers/server/orders/order-fixtures';

let ctx: OrdersContext;
beforeAll(async () => {
  ctx = await createOrdersContext();
});
afterAll(async () => ctx.app.close());

const post = (url: string, headers: Headers) => ctx.send('POST', url, withIdempotencyKey(headers));
const generate = async (order: Order) => {
  const response = await post(`/api/invoices?orderID=${order.id}`, ctx.worker.headers);
  expect(response.statusCode, response.body).toBe(201);
  return zGeneratedInvoice.parse(response.json());
};
/** Generated, approved and paid in cash, as the office does it. */
const paidFor = async (order: Order) => {
  const invoice = await generate(order);
  expect((await post(`/api/invoices/${invoice.id}/approve`, ctx.worker.headers)).statusCode).toBe(200);
  expect((await post(`/api/invoices/${invoice.id}/pay?type=cash`, ctx.admin.headers)).statusCode).toBe(200);
  return invoice;
};
const read = async (id: number) => zOrder.parse((await ctx.get(id)).json());
const stored = async (orderId: number) => {
  const rows = await ctx.db.select().from(packages).where(eq(packages.orderId, orderId)).orderBy(asc(packages.id));
  const itemRows = await ctx.db.select().from(items).orderBy(asc(items.id));
  return { order: await ctx.orderRow(orderId), packages: rows, items: itemRows.filter((item) => rows.some((p) => p.id === item.packageId)) };
};
const listed = async (query: string) => {
  const response = await ctx.send('GET', `/api/orders/paginated?${query}`, ctx.admin.headers);
  expect(response.statusCode, response.body).toBe(200);
  return zOrdersPage.parse(response.json()).data;
};

describe("an order's invoice on the orders screens", () => {
  it('shows on the order once generated, and as paid once paid', async () => {
    const order = await ctx.createOrder();
    expect(order).toMatchObject({ invoice_id: null, invoice_pseudo_id: null, hasInvoice: false, invoice_paid: false });
    const invoice = await generate(order);
    expect(await read(order.id)).toMatchObject({ invoice_id: invoice.id, invoice_pseudo_id: invoice.pseudo_id, hasInvoice: true, invoice_paid: false });
    expect((await post(`/api/invoices/${invoice.id}/approve`, ctx.worker.headers)).statusCode).toBe(200);
    expect((await read(order.id)).invoice_paid).toBe(false);
    expect((await post(`/api/invoices/${invoice.id}/pay?type=cash`, ctx.admin.headers)).statusCode).toBe(200);
    expect(await read(order.id)).toMatchObject({ invoice_id: invoice.id, hasInvoice: true, invoice_paid: true });
  });

  it('freezes an order whose invoice is paid: edit and delete are 409 and change nothing', async () => {
    const order = await ctx.createOrder();
    await paidFor(order);
    const before = await stored(order.id);
    const edit = await ctx.send('PUT', `/api/orders/${order.id}`, withIdempotencyKey(ctx.special.headers), { data: editData(order, { vendor: 'Changed' }) });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(orderMessages.paidFrozen);
    const remove = await ctx.send('DELETE', `/api/orders/${order.id}`, withIdempotencyKey(ctx.special.headers));
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error.message).toBe(orderMessages.paidFrozen);
    expect(await stored(order.id)).toEqual(before);
  });

  it('lets an order with an unpaid invoice be edited, but keeps the packages the invoice priced', async () => {
    const order = await ctx.createOrder({ packages: [packageBody(ctx.taxId, { description: 'Priced' })] });
    await generate(order);
    const withNew = await ctx.update(order.id, { ...editData(order), packages: [...editData(order).packages, packageBody(ctx.taxId, { description: 'Added' })] });
    expect(withNew.statusCode, withNew.body).toBe(200);
    const edited = zOrder.parse(withNew.json());
    const before = await stored(order.id);
    const dropped = await ctx.update(order.id, { ...editData(edited), packages: editData(edited).packages.slice(1) });
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().error.message).toBe(`Package ${order.packages[0]!.barcode} is priced on the order's invoice and cannot be removed; keep it on the order.`);
    expect(await stored(order.id)).toEqual(before);
  });

  it('takes the unpaid invoice of a deleted order out of every cart, and out of sight', async () => {
    const order = await ctx.createOrder();
    const invoice = await generate(order);
    expect((await post(`/api/invoices/${invoice.id}/approve`, ctx.worker.headers)).statusCode).toBe(200);
    await ctx.db.insert(cartItems).values({ userId: ctx.customerUser.id, invoiceId: invoice.id });
    expect((await ctx.send('DELETE', `/api/orders/${order.id}`, withIdempotencyKey(ctx.special.headers))).statusCode).toBe(200);
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.invoiceId, invoice.id))).toEqual([]);
    expect((await ctx.send('GET', `/api/invoices/${invoice.id}`, ctx.admin.headers)).statusCode).toBe(404);
  });
});

describe('the orders list and a customer’s history', () => {
  it('give each row its invoice id, number, and whether it is paid', async () => {
    const client = await createUser(ctx.app, { type: 'personal', firstName: 'Inez', lastName: 'Invoicewell' });
    const none = await ctx.createOrder({}, client.id);
    const unpaid = await ctx.createOrder({}, client.id);
    const paid = await ctx.createOrder({}, client.id);
    const unpaidInvoice = await generate(unpaid);
    const paidInvoice = await paidFor(paid);
    const expected = [
      [paid.id, paidInvoice.id, paidInvoice.pseudo_id, true, true],
      [unpaid.id, unpaidInvoice.id, unpaidInvoice.pseudo_id, true, false],
      [none.id, null, null, false, false],
    ];
    const columns = (rows: { id: number; invoice_id: number | null; invoice_pseudo_id: string | null; hasInvoice: boolean; invoice_paid: boolean }[]) =>
      rows.map((row) => [row.id, row.invoice_id, row.invoice_pseudo_id, row.hasInvoice, row.invoice_paid]);
    expect(columns(await listed('search=invoicewell'))).toEqual(expected);
    const history = await ctx.send('GET', `/api/users/${client.id}/orders`, ctx.admin.headers);
    expect(columns(listOf(zOrderRow).parse(history.json()).data)).toEqual(expected);
    const page = zCustomerOrdersPage.parse((await ctx.send('GET', `/api/users/${client.id}/orders/list`, ctx.admin.headers)).json());
    expect(page.data.map((row) => [row.id, row.invoice_id])).toEqual(expected.map((row) => [row[0], row[1]]));
  });

  it('finds an order by its own id, by its invoice id and by its invoice number, with or without the leading zeros', async () => {
    const order = await ctx.createOrder();
    const invoice = await generate(order);
    expect((await listed(`search=${order.id}`)).map((row) => row.id)).toContain(order.id);
    // Digits are an order id or an invoice id: the order numbered like the invoice shows too, when there is one.
    const byInvoiceId = (await listed(`search=${invoice.id}`)).map((row) => row.id);
    expect(byInvoiceId).toContain(order.id);
    expect(byInvoiceId.every((id) => id === order.id || id === invoice.id)).toBe(true);
    expect((await listed(`search=${invoice.pseudo_id}`)).map((row) => row.id)).toEqual([order.id]);
    const [year, number] = invoice.pseudo_id.split('-') as [string, string];
    expect((await listed(`search=${year}-${Number(number)}`)).map((row) => row.id)).toEqual([order.id]);
    expect(await listed(`search=${year}-999999`)).toEqual([]);
    const page = await ctx.send('GET', `/api/orders/paginated?search=${invoice.pseudo_id}`, ctx.admin.headers);
    expect(page.json().meta).toMatchObject({ count: 1, count_capped: false });
  });
});
