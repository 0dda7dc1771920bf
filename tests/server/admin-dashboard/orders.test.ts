import { describe, expect, it } from 'vitest';
import { zDashboardOrders } from '../../../src/domain/admin-dashboard';
import { businessToday } from '../../../src/server/time';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { createUser } from '../../helpers/server/factories';
import { createOrder } from '../../helpers/server/orders-factory';
import { addDays, nassauInstant, readDashboard } from './dashboard-context';

// This file's database holds only the orders made here, so every count is known exactly.
const ctx = useAppWithAdmin();
const today = businessToday();
const read = () => readDashboard(ctx, 'orders', zDashboardOrders);

describe('GET /api/dashboard/orders', () => {
  it('answers the last 30 Nassau days, today last, each 0 when there are no orders', async () => {
    const answer = await read();
    expect(answer.first_day).toBe(addDays(today, -29));
    expect(answer.last_day).toBe(today);
    expect(answer.days.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)));
    expect(answer.methods).toEqual([]);
    expect(answer.days.every((day) => day.total === 0)).toBe(true);
  });

  it('counts live orders by Nassau day and method: 23:30 in Nassau stays on its own day, deleted and older orders are left out', async () => {
    const customer = (await createUser(ctx.app, { type: 'personal' })).id;
    const yesterday = addDays(today, -1);
    const first = addDays(today, -29);
    const at = (day: string, time: string) => nassauInstant(ctx, `${day} ${time}`);
    // Today: two standard and one next-day, plus a deleted standard one.
    for (const method of ['standard', 'standard', 'next-day'] as const) await createOrder(ctx.app, { customer, method });
    await createOrder(ctx.app, { customer, method: 'standard', deleted: true });
    // Yesterday at 23:30 in Nassau (already the next day in UTC) and at 00:00 exactly.
    await createOrder(ctx.app, { customer, method: 'next-day', createdAt: await at(yesterday, '23:30') });
    await createOrder(ctx.app, { customer, method: 'special', createdAt: await at(yesterday, '00:00') });
    // The first day of the range counts; the day before it, even at 23:59, does not.
    await createOrder(ctx.app, { customer, method: 'consolidation', createdAt: await at(first, '00:00') });
    await createOrder(ctx.app, { customer, method: 'consolidation', createdAt: await at(addDays(first, -1), '23:59') });

    const answer = await read();
    const dayOf = (date: string) => answer.days.find((day) => day.date === date)!;
    expect(dayOf(today)).toEqual({ date: today, total: 3, by_method: { standard: 2, 'next-day': 1, special: 0, consolidation: 0 } });
    expect(dayOf(yesterday)).toEqual({ date: yesterday, total: 2, by_method: { standard: 0, 'next-day': 1, special: 1, consolidation: 0 } });
    expect(dayOf(first)).toEqual({ date: first, total: 1, by_method: { standard: 0, 'next-day': 0, special: 0, consolidation: 1 } });
    expect(answer.days.reduce((sum, day) => sum + day.total, 0)).toBe(6);
    // Most used first (next-day 2, standard 2: a tie goes by name), then consolidation and special.
    expect(answer.methods).toEqual(['next-day', 'standard', 'consolidation', 'special']);
  });
});
