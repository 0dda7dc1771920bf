import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { zDashboardOutstanding, zDashboardRevenue } from '../../../src/domain/admin-dashboard';
import type { InvoiceType } from '../../../src/domain/invoices';
import { deliveries, transactions } from '../../../src/server/db/schema';
import { businessToday } from '../../../src/server/time';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { createUser, idempotencyKey } from '../../helpers/server/factories';
import { insertInvoice } from '../../helpers/server/invoice-factory';
import { createOrder } from '../../helpers/server/orders-factory';
import { addDays, nassauInstant, readDashboard } from './dashboard-context';

// This file's database holds only the invoices, payments and deliveries made here.
const ctx = useAppWithAdmin();
const today = businessToday();
let customer: number;
beforeAll(async () => {
  customer = (await createUser(ctx.app, { type: 'personal' })).id;
});

const invoiceOf = async (valueCents: number, status: 'approved' | 'unpaid' = 'approved', type: InvoiceType = 'cash') => {
  const { order } = await createOrder(ctx.app, { customer });
  return (await insertInvoice(ctx.app, { orderId: order.id, userId: customer, createdBy: ctx.admin.id, valueCents, status, type })).id;
};

/** Paid at the counter through the real endpoint, as the office pays. */
const paid = async (valueCents: number, type: InvoiceType, branch?: 1 | 2) => {
  const id = await invoiceOf(valueCents, 'approved', type);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/invoices/${id}/pay?type=${type}${branch ? `&branch=${branch}` : ''}`,
    headers: { ...ctx.admin.headers, 'idempotency-key': idempotencyKey() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return id;
};
const movePaymentTo = async (invoiceId: number, wallClock: string) =>
  ctx.db.update(transactions).set({ createdAt: await nassauInstant(ctx, wallClock) }).where(inArray(transactions.invoiceId, [invoiceId]));

const noType = { online: 0, cash: 0, check: 0, card: 0, bank: 0 };
const branches = (madeira: number, harborBay: number) => [
  { id: 1, name: 'Madeira', cash_cents: madeira },
  { id: 2, name: 'Harbor Bay', cash_cents: harborBay },
];

describe('GET /api/dashboard/revenue', () => {
  it('sums payments by Nassau day, type and branch in cents, over the last 30 days only', async () => {
    const yesterday = addDays(today, -1);
    const first = addDays(today, -29);
    // Today: $12.34 cash at Madeira, $5.00 by card with its 3% card fee (15¢): 515¢.
    await paid(1234, 'cash', 1);
    await paid(500, 'card');
    // Yesterday at 23:30 in Nassau (the next day in UTC): $20.00 cash at Harbor Bay.
    await movePaymentTo(await paid(2000, 'cash', 2), `${yesterday} 23:30`);
    // The range's first day at midnight: a $7.50 check at Harbor Bay (a check is not cash).
    await movePaymentTo(await paid(750, 'check', 2), `${first} 00:00`);
    // The day before the range, at 23:59: $100.00 by bank, not counted.
    await movePaymentTo(await paid(10_000, 'bank'), `${addDays(first, -1)} 23:59`);

    const answer = await readDashboard(ctx, 'revenue', zDashboardRevenue);
    expect([answer.first_day, answer.last_day, answer.days.length]).toEqual([first, today, 30]);
    const dayOf = (date: string) => answer.days.find((day) => day.date === date)!;
    expect(dayOf(today)).toEqual({ date: today, total_cents: 1749, by_type: { ...noType, cash: 1234, card: 515 }, cash_by_branch: branches(1234, 0) });
    expect(dayOf(yesterday)).toEqual({ date: yesterday, total_cents: 2000, by_type: { ...noType, cash: 2000 }, cash_by_branch: branches(0, 2000) });
    expect(dayOf(first)).toEqual({ date: first, total_cents: 750, by_type: { ...noType, check: 750 }, cash_by_branch: branches(0, 0) });
    expect(answer.days.filter((day) => ![today, yesterday, first].includes(day.date)).every((day) => day.total_cents === 0)).toBe(true);
    expect(answer.totals).toEqual({ total_cents: 4499, by_type: { ...noType, cash: 3234, card: 515, check: 750 }, cash_by_branch: branches(1234, 2000) });
  });
});

describe('GET /api/dashboard/outstanding', () => {
  it('counts undelivered deliveries due by today, and the unpaid and approved invoices with their value', async () => {
    // Every invoice the revenue test made is paid, so only these count.
    // Due today and yesterday, undelivered: 2. Tomorrow's and a delivered one: not outstanding.
    const delivery = (date: string, deliveredAt: Date | null = null) => ({
      userId: customer, directions: 'House 1, Palm Street', date, timeWindow: '1:00pm-3:00pm', weightLb: 5, totalCents: 2500, deliveredAt, deliveredBy: deliveredAt ? ctx.admin.id : null,
    });
    await ctx.db.insert(deliveries).values([delivery(today), delivery(addDays(today, -1)), delivery(addDays(today, 1)), delivery(today, new Date())]);
    // $30.00 approved and $45.67 unpaid are outstanding; a paid $99.00 is not.
    await invoiceOf(3000, 'approved');
    await invoiceOf(4567, 'unpaid');
    await paid(9900, 'cash', 1);

    const answer = await readDashboard(ctx, 'outstanding', zDashboardOutstanding);
    expect(answer).toEqual({ outstanding_deliveries: 2, unpaid_invoices: { count: 2, total_cents: 7567 } });
    const banner = await ctx.app.inject({ method: 'GET', url: '/api/alerts/stats', headers: ctx.admin.headers });
    expect(banner.json()).toMatchObject({ outstanding_deliveries: answer.outstanding_deliveries });
    const report = await ctx.app.inject({ method: 'GET', url: '/api/invoices/unpaid', headers: ctx.admin.headers });
    expect(report.json()).toMatchObject({ meta: { total: answer.unpaid_invoices.count } });
  });
});
