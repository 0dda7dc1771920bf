import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zEditedOrdersCounts } from '../../../src/domain/reports';
import { orders } from '../../../src/server/db/schema';
import { businessToday } from '../../../src/server/time';
import { createUser } from '../../helpers/server/factories';
import { editData, createOrdersContext, type OrdersContext } from '../../helpers/server/orders/order-fixtures';
import { createOrder } from '../../helpers/server/orders-factory';

// The hub's New and Edited Orders dialog (finance spec §2, §7): GET /reports/orders/edited?date=
// counts live orders created on that Nassau business day, and live orders whose last edit fell on
// it. Nassau is UTC-5 in winter and UTC-4 from 8 March 2026 (EDT).

let ctx: OrdersContext;
let customer: number;
beforeAll(async () => {
  ctx = await createOrdersContext();
  customer = (await createUser(ctx.app, { type: 'personal' })).id;
});
afterAll(async () => ctx.app.close());

const counts = async (date: string, headers = ctx.admin.headers) => {
  const response = await ctx.send('GET', `/api/reports/orders/edited?date=${date}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return zEditedOrdersCounts.parse(response.json());
};
const editedAt = (id: number, at: Date) => ctx.db.update(orders).set({ editedAt: at }).where(eq(orders.id, id));

describe('GET /api/reports/orders/edited', () => {
  it('counts the orders of one Nassau day: 23:30 there is still that day, though UTC has moved on', async () => {
    const made = async (at: string, deleted = false) => (await createOrder(ctx.app, { customer, createdAt: new Date(at), deleted })).order.id;
    await made('2026-03-10T00:10:00-04:00');
    await made('2026-03-10T23:30:00-04:00'); // 03:30 UTC on 11 March
    await made('2026-03-10T12:00:00-04:00', true); // deleted: not counted
    const dayBefore = await made('2026-03-09T23:59:00-04:00');
    await made('2026-03-11T00:00:00-04:00');

    // New: 00:10 and 23:30 on the 10th = 2; the deleted one and the 9th's are left out.
    expect(await counts('2026-03-10')).toEqual({ day_orders_count: 2, day_edited_orders: 0 });
    expect(await counts('2026-03-11')).toEqual({ day_orders_count: 1, day_edited_orders: 0 });
    await editedAt(dayBefore, new Date('2026-03-10T23:45:00-04:00'));
    expect(await counts('2026-03-10')).toEqual({ day_orders_count: 2, day_edited_orders: 1 });
  });

  it('counts an order edited by its last edit only, and never a deleted one', async () => {
    const old = (await createOrder(ctx.app, { customer, createdAt: new Date('2025-12-01T10:00:00-05:00') })).order.id;
    const gone = (await createOrder(ctx.app, { customer, createdAt: new Date('2025-12-01T11:00:00-05:00'), deleted: true })).order.id;
    await editedAt(old, new Date('2025-12-05T09:00:00-05:00'));
    await editedAt(gone, new Date('2025-12-05T09:30:00-05:00'));
    expect(await counts('2025-12-05')).toEqual({ day_orders_count: 0, day_edited_orders: 1 });
    // Edited again later: the 5th no longer holds its last edit.
    await editedAt(old, new Date('2025-12-08T00:30:00-05:00'));
    expect(await counts('2025-12-05')).toEqual({ day_orders_count: 0, day_edited_orders: 0 });
    expect(await counts('2025-12-08')).toEqual({ day_orders_count: 0, day_edited_orders: 1 });
  });

  it('counts an order created and then edited through the API today', async () => {
    const today = businessToday();
    const before = await counts(today);
    const order = await ctx.createOrder();
    expect(await counts(today)).toEqual({ day_orders_count: before.day_orders_count + 1, day_edited_orders: before.day_edited_orders });
    const edit = await ctx.update(order.id, editData(order, { vendor: 'Edited vendor' }));
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await counts(today)).toEqual({ day_orders_count: before.day_orders_count + 1, day_edited_orders: before.day_edited_orders + 1 });
  });

  it('refuses a missing or impossible date with 400 on date', async () => {
    for (const query of ['', '?date=', '?date=2026-02-30', '?date=yesterday', '?date=0000-01-01']) {
      const response = await ctx.send('GET', `/api/reports/orders/edited${query}`, ctx.admin.headers);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields), query).toEqual(['date']);
    }
    expect((await ctx.send('GET', '/api/reports/orders/edited', ctx.admin.headers)).json().error.fields.date).toBe('Date is required');
  });

  it('answers special staff too (finance spec §6), and refuses other non-admins with 403 and guests with 401', async () => {
    expect(await counts('2026-03-10', ctx.special.headers)).toEqual({ day_orders_count: 2, day_edited_orders: 1 });
    for (const type of ['worker', 'worker-v2', 'accounts', 'basic', 'personal', 'business'] as const) {
      const caller = await ctx.person({ type });
      expect((await ctx.send('GET', '/api/reports/orders/edited?date=2026-03-10', caller.headers)).statusCode, type).toBe(403);
    }
    const specialCustomer = await ctx.person({ type: 'personal', special: true });
    expect((await ctx.send('GET', '/api/reports/orders/edited?date=2026-03-10', specialCustomer.headers)).statusCode).toBe(403);
    expect((await ctx.send('GET', '/api/reports/orders/edited?date=2026-03-10', {})).statusCode).toBe(401);
  });
});
