import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { zOldOrdersPage } from '../../../src/domain/old-orders';
import { orders } from '../../../src/server/db/schema';
import { createOrder, daysAgo, type OrderSpec } from '../../helpers/server/orders-factory';
import { createInvoicesContext, type Headers } from '../invoices/invoice-context';

export type Report = '/packages/old' | '/orders/old';
export const reports: readonly Report[] = ['/packages/old', '/orders/old'];

/** Pickup counters (finance spec: Madeira 20, Harbor Bay 21), released points (22, 23) and two on the way. */
export const at = { miami: 12, arrived: 18, madeira: 20, harborBay: 21, outForDelivery: 22, delivered: 23 } as const;

/** The default settings: 30 days at a counter make a package old, 60 days since recording an order. */
export const packageDays = 30;
export const orderDays = 60;

/** Just past and just short of `days` × 24 hours ago. */
export const justOver = (days: number) => daysAgo(days, 1);
export const justUnder = (days: number) => daysAgo(days, -1);

let clients = 0;

/**
 * The invoices context (every role, worked tax categories, orders and invoices through the API)
 * with orders written straight into the tables at the ages and positions a test needs, and short
 * ways to read both reports and approve orders for sale.
 */
export const createOldOrdersContext = async () => {
  const ctx = await createInvoicesContext();
  const { app, db, admin, send, mutate } = ctx;

  /** A customer of their own, so a test finds its orders by searching the name. */
  const client = async (lastName = `Oldfield${++clients}x${process.pid}`) => {
    const actor = await ctx.person({ type: 'personal', firstName: 'Olive', lastName });
    return { id: actor.id, name: `Olive ${lastName}`, headers: actor.headers };
  };
  const order = (customer: number, spec: Omit<OrderSpec, 'customer'> = {}) => createOrder(app, { customer, createdBy: admin.id, ...spec });

  const read = async (report: Report, query: Record<string, string | number> = {}, headers: Headers = admin.headers) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const response = await send('GET', `/api${report}?${search}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return zOldOrdersPage.parse(response.json());
  };
  /** The order ids a report lists for a search, first page. */
  const idsOf = async (report: Report, search: string) => (await read(report, { search })).data.map((row) => row.id);
  const csv = async (report: Report, search = '') => {
    const response = await send('GET', `/api${report}.csv?search=${encodeURIComponent(search)}`, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  const approve = (id: number | string, headers: Headers = admin.headers) => mutate('POST', `/api/orders/${id}/approve-for-sale`, headers);
  const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

  return { ...ctx, client, order, read, idsOf, csv, approve, orderRow };
};
export type OldOrdersContext = Awaited<ReturnType<typeof createOldOrdersContext>>;
