import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingMethod } from '../../../src/domain/shipping-methods';
import { zClientReport } from '../../../src/domain/reports';
import { shipmentPackages, shipments } from '../../../src/server/db/schema';
import { createUser } from '../../helpers/server/factories';
import { createOrder } from '../../helpers/server/orders-factory';
import { createReportsContext, type ReportsContext } from './report-context';

// The client order report (finance spec §2, §3, §7): clients with live orders created between two
// Nassau business days (both included; by default 2019-01-01 to 2019-02-28), most orders first,
// with totals by method over the whole range; and its CSV. Nassau is UTC-5 all winter.

let ctx: ReportsContext;
type Client = { id: number; email: string };
type Made = { id: number; createdAt: Date; description: string; packageId: number };
let ada: Client;
let ben: Client;
let cal: Client;
let dee: Client;
const a: Record<string, Made> = {};
const c: Record<string, Made> = {};

const order = async (customer: number, method: ShippingMethod, at: string, deleted = false): Promise<Made> => {
  const made = await createOrder(ctx.app, { customer, method, createdAt: new Date(at), deleted });
  return { id: made.order.id, createdAt: made.order.createdAt, description: made.order.description, packageId: made.packages[0]!.id };
};
const shipment = async (arrivalDate: string, packageIds: number[]) => {
  const [row] = await ctx.db.insert(shipments).values({ carrier: 'Report Air', arrivalDate, createdBy: ctx.admin.id }).returning();
  await ctx.db.insert(shipmentPackages).values(packageIds.map((packageId, i) => ({ packageId, shipmentId: row!.id, position: i + 1 })));
};
const client = async (firstName: string, lastName: string) => {
  const user = await createUser(ctx.app, { type: 'personal', firstName, lastName });
  return { id: user.id, email: user.email };
};

beforeAll(async () => {
  ctx = await createReportsContext();
  ada = await client('Ada', 'Client');
  ben = await client('Ben', 'Client');
  cal = await client('Cal', 'Client');
  dee = await client('Dee', 'Later');
  const eve = await client('Eve', 'Deleted');

  a.priority = await order(ada.id, 'next-day', '2019-01-05T10:00:00-05:00');
  a.small = await order(ada.id, 'consolidate-sm', '2019-01-20T12:00:00-05:00');
  // 23:30 on the last day in Nassau is 04:30 UTC on 1 March: still in the range.
  a.lastEvening = await order(ada.id, 'standard', '2019-02-28T23:30:00-05:00');
  a.march = await order(ada.id, 'standard', '2019-03-01T00:30:00-05:00');

  // 00:00 on the first day is in; 23:30 the evening before (04:30 UTC on 1 January) is not.
  await order(ben.id, 'special', '2019-01-01T00:00:00-05:00');
  await order(ben.id, 'business-plane', '2019-01-10T09:00:00-05:00');
  await order(ben.id, 'business-boat', '2019-01-11T09:00:00-05:00');
  await order(ben.id, 'consolidation', '2019-02-01T09:00:00-05:00');
  await order(ben.id, 'next-day', '2018-12-31T23:30:00-05:00');

  c.large = await order(cal.id, 'consolidate-lg', '2019-01-15T09:00:00-05:00');
  c.industrial = await order(cal.id, 'industrial-plane', '2019-01-16T09:00:00-05:00');
  c.priority = await order(cal.id, 'next-day', '2019-02-14T09:00:00-05:00');
  await order(cal.id, 'standard', '2019-02-15T09:00:00-05:00', true);

  await order(dee.id, 'code-red', '2019-03-05T09:00:00-05:00');
  await order(eve.id, 'standard', '2019-01-07T09:00:00-05:00', true);

  await shipment('2019-01-25', [a.priority.packageId, c.large.packageId]);
  await shipment('2019-02-12', [a.small.packageId]);
  // Ada's March order shipped later still, but it is not an order of the default range.
  await shipment('2019-03-15', [a.march.packageId]);
});
afterAll(async () => ctx.app.close());

const report = (query = '') => ctx.read(`/api/reports/orders-by-clients${query}`, zClientReport);
const brief = (made: Made, method: ShippingMethod) => ({ id: made.id, created_at: made.createdAt.toISOString(), shipping_method: method, description: made.description });

describe('GET /api/reports/orders-by-clients', () => {
  it('defaults to 2019-01-01 to 2019-02-28 and totals the range by method', async () => {
    const { meta } = await report();
    // Ada 3 + Ben 4 + Cal 3 = 10 live orders of 3 clients (Cal's deleted one, Eve's and the
    // evenings outside the range are left out). By method: priority Ada + Cal = 2; standard Ada's
    // last evening = 1; consolidations Ada small + Ben + Cal large = 3; special, business plane and
    // business boat Ben's = 1 each; Cal's industrial plane counts among the 10 only (2+1+3+1+1+1 = 9).
    expect(meta).toEqual({ total: 3, orders_count: 10, n_count: 2, s_count: 1, c_count: 3, x_count: 1, bp_count: 1, bb_count: 1, current_page: 1, last_page: 1 });
    expect(await report('?start_date=2019-01-01&end_date=2019-02-28&page=1')).toEqual(await report());
    expect(await report('?start_date=&end_date=')).toEqual(await report());
  });

  it('lists the clients by order count, then by id, with their orders newest first and when those last shipped', async () => {
    const { data } = await report();
    expect(data.map((row) => [row.id, row.related_orders_count])).toEqual([
      [ben.id, 4],
      [ada.id, 3],
      [cal.id, 3],
    ]);
    expect(data[1]).toEqual({
      id: ada.id,
      name: 'Ada Client',
      email: ada.email,
      related_orders: [brief(a.lastEvening!, 'standard'), brief(a.small!, 'consolidate-sm'), brief(a.priority!, 'next-day')],
      related_orders_count: 3,
      // Her range's packages shipped on 25 January and 12 February; the March shipment carries a March order.
      last_shipped_date: '2019-02-12',
    });
    expect(data[0]!.last_shipped_date).toBeNull();
    expect(data[2]).toMatchObject({ name: 'Cal Client', last_shipped_date: '2019-01-25' });
    expect(data[2]!.related_orders.map((o) => o.id)).toEqual([c.priority!.id, c.industrial!.id, c.large!.id]);
  });

  it('reads another range, both days included', async () => {
    const march = await report('?start_date=2019-03-01&end_date=2019-03-31');
    // Ada's 00:30 order of 1 March (standard) and Dee's code red: 2 clients, 2 orders, 1 standard.
    expect(march.meta).toEqual({ total: 2, orders_count: 2, n_count: 0, s_count: 1, c_count: 0, x_count: 0, bp_count: 0, bb_count: 0, current_page: 1, last_page: 1 });
    expect(march.data.map((row) => [row.name, row.related_orders_count, row.last_shipped_date])).toEqual([
      ['Ada Client', 1, '2019-03-15'],
      ['Dee Later', 1, null],
    ]);
    expect((await report('?start_date=2019-02-28&end_date=2019-02-28')).data.map((row) => row.id)).toEqual([ada.id]);
  });

  it('refuses bad dates, an end before the start and a bad page with 400 on that field', async () => {
    await ctx.expectRefused('/api/reports/orders-by-clients?start_date=2019-13-01', { start_date: 'Start date must be a date (YYYY-MM-DD)' });
    await ctx.expectRefused('/api/reports/orders-by-clients?end_date=28/02/2019', { end_date: 'End date must be a date (YYYY-MM-DD)' });
    await ctx.expectRefused('/api/reports/orders-by-clients?start_date=2019-03-01&end_date=2019-02-28', { end_date: 'End date must not be before the start date' });
    // Only the end given: it is checked against the default start.
    await ctx.expectRefused('/api/reports/orders-by-clients?end_date=2018-12-31', { end_date: 'End date must not be before the start date' });
    await ctx.expectRefused('/api/reports/orders-by-clients?page=0', { page: /Page/ });
    await ctx.expectRefused('/api/reports/orders-by-clients.csv?start_date=2019-03-01&end_date=2019-02-28', { end_date: 'End date must not be before the start date' });
  });
});

describe('paging the client order report', () => {
  const range = '?start_date=2020-01-01&end_date=2020-01-31';
  const clients: Client[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 52; i++) clients.push(await client('Paged', `Client ${String(i).padStart(2, '0')}`));
    // The last-made client has two orders, so leads; the others one each, by id.
    for (const each of clients) await order(each.id, 'standard', '2020-01-15T12:00:00-05:00');
    await order(clients.at(-1)!.id, 'standard', '2020-01-16T12:00:00-05:00');
  });
  const expectedOrder = () => [clients.at(-1)!, ...clients.slice(0, -1)].map((each) => each.id);

  it('pages 50 clients at a time, with the totals of the whole range on every page', async () => {
    const first = await report(`${range}&page=1`);
    const second = await report(`${range}&page=2`);
    // 52 clients with 51 × 1 + 1 × 2 = 53 standard orders.
    const totals = { total: 52, orders_count: 53, n_count: 0, s_count: 53, c_count: 0, x_count: 0, bp_count: 0, bb_count: 0, last_page: 2 };
    expect(first.meta).toEqual({ ...totals, current_page: 1 });
    expect(second.meta).toEqual({ ...totals, current_page: 2 });
    expect([...first.data, ...second.data].map((row) => row.id)).toEqual(expectedOrder());
    expect(first.data).toHaveLength(50);
    expect(second.data).toHaveLength(2);
  });

  it('gives every client of the range in the CSV, not only a page', async () => {
    const lines = await ctx.csvLines(`/api/reports/orders-by-clients.csv${range}`);
    expect(lines[0]).toBe('Client ID,Name,Email,Orders,Last shipped,Order numbers');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(expectedOrder());
    const lead = (await report(`${range}&page=1`)).data[0]!;
    expect(lines[1]).toBe(`${lead.id},Paged Client 51,${clients.at(-1)!.email},2,,${lead.related_orders.map((o) => o.id).join(' ')}`);
  });

  it('gives the default range when the CSV is asked without dates', async () => {
    const lines = await ctx.csvLines('/api/reports/orders-by-clients.csv');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([ben.id, ada.id, cal.id]);
    expect(lines[2]).toBe(`${ada.id},Ada Client,${ada.email},3,2019-02-12,${a.lastEvening!.id} ${a.small!.id} ${a.priority!.id}`);
  });
});
