import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditMessages, zCredit } from '../../../src/domain/credits';
import { activityLogs } from '../../../src/server/db/schema';
import { expectKeyMismatch, expectReplayed } from '../../helpers/server/access-cases';
import { idempotencyKey } from '../../helpers/server/factories';
import { useCreditsApp } from './credit-context';

// Finance spec §2, §3, §5 and §7: staff record a purchase paid by card for a customer; the customer
// owes its cost and the card's processing fee (the card-fee rate, 3% unless an admin changed it),
// rounded half-up once. The receipt reads the payment back by id.

const ctx = useCreditsApp();

const logsOf = (id: number) => ctx.db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'credit'), eq(activityLogs.entityId, id)));
const activityCount = async () => (await ctx.db.select({ n: count() }).from(activityLogs))[0]!.n;

describe('POST /api/credits', () => {
  it('prices $123.45 at 3%: a fee of $3.70 and a total of $127.15, stored in cents with its rate', async () => {
    const response = await ctx.post(ctx.body({ firstName: ' Andre ', lastName: 'Rolle ', vendor: 'Amazon', description: 'Laptop charger', value: 123.45 }));
    expect(response.statusCode).toBe(201);
    const credit = zCredit.parse(response.json());
    // 12,345¢ × 3% = 370.35¢ → 370¢ ($3.70); 12,345¢ + 370¢ = 12,715¢ ($127.15).
    expect(credit).toEqual({
      id: expect.any(Number),
      name: 'Andre Rolle',
      first_name: 'Andre',
      last_name: 'Rolle',
      vendor: 'Amazon',
      description: 'Laptop charger',
      value: 123.45,
      processingFee: 3.7,
      total: 127.15,
      fee_rate: 3,
      created_at: expect.any(String),
      created_by: 'Wendy Worker',
    });
    expect(Math.abs(Date.parse(credit.created_at) - Date.now())).toBeLessThan(60_000);
    const [row] = (await ctx.rows()).filter((each) => each.id === credit.id);
    expect(row).toMatchObject({ valueCents: 12_345, feeBp: 300, processingFeeCents: 370, totalCents: 12_715, createdBy: ctx.worker.id });
  });

  it.each([
    // 50¢ × 3% = 1.5¢ → 2¢ (half rounds up); 50¢ + 2¢ = 52¢.
    [0.5, 0.02, 0.52],
    // 49¢ × 3% = 1.47¢ → 1¢; 49¢ + 1¢ = 50¢.
    [0.49, 0.01, 0.5],
    // 1,000¢ × 3% = 30¢; 1,000¢ + 30¢ = 1,030¢.
    [10, 0.3, 10.3],
    // 1,650¢ × 3% = 49.5¢ → 50¢; 1,650¢ + 50¢ = 1,700¢.
    [16.5, 0.5, 17],
    // Nothing costs nothing: 0¢ × 3% = 0¢.
    [0, 0, 0],
    // 1,000,000,000¢ × 3% = 30,000,000¢ ($300,000); the largest cost the form takes, $10,000,000.
    [10_000_000, 300_000, 10_300_000],
  ])('prices a cost of $%s with a fee of $%s, a total of $%s', async (value, fee, total) => {
    const credit = await ctx.record({ value });
    expect([credit.value, credit.processingFee, credit.total, credit.fee_rate]).toEqual([value, fee, total, 3]);
  });

  it("logs who recorded it, and an admin's payment names the admin", async () => {
    const byWorker = await ctx.record();
    expect(await logsOf(byWorker.id)).toEqual([expect.objectContaining({ userId: ctx.worker.id, action: 'Recorded CC payment' })]);
    const byAdmin = await ctx.record({ vendor: 'eBay' }, ctx.admin.headers);
    expect(byAdmin.created_by).toBe('Ada Admin');
    expect(await logsOf(byAdmin.id)).toEqual([expect.objectContaining({ userId: ctx.admin.id, action: 'Recorded CC payment' })]);
  });

  it('answers a retry under the same Idempotency-Key with the first answer and records one payment', async () => {
    const headers = { ...ctx.worker.headers, 'idempotency-key': idempotencyKey() };
    const payload = ctx.body({ description: 'Retried purchase' });
    const before = await ctx.rowCount();
    const first = await ctx.app.inject({ method: 'POST', url: '/api/credits', headers, payload });
    const replay = await ctx.app.inject({ method: 'POST', url: '/api/credits', headers, payload });
    expectReplayed(first, replay, 201);
    expect(await ctx.rowCount()).toBe(before + 1);
    expect(await logsOf(zCredit.parse(first.json()).id)).toHaveLength(1);
    expectKeyMismatch(await ctx.app.inject({ method: 'POST', url: '/api/credits', headers, payload: { ...payload, value: 99 } }));
    expect(await ctx.rowCount()).toBe(before + 1);
  });

  const refused = [
    [
      'an empty body',
      {},
      {
        firstName: creditMessages.firstNameRequired,
        lastName: creditMessages.lastNameRequired,
        vendor: creditMessages.vendorRequired,
        description: creditMessages.descriptionRequired,
        value: creditMessages.costRequired,
      },
    ],
    [
      'blank texts and a blank cost',
      { firstName: ' ', lastName: '', vendor: '   ', description: '\n', value: '' },
      {
        firstName: creditMessages.firstNameRequired,
        lastName: creditMessages.lastNameRequired,
        vendor: creditMessages.vendorRequired,
        description: creditMessages.descriptionRequired,
        value: creditMessages.costRequired,
      },
    ],
    ['nulls', { firstName: null, value: null }, { firstName: creditMessages.firstNameRequired, value: creditMessages.costRequired }],
    ['a cost given as text', { value: '12.50' }, { value: creditMessages.costRequired }],
    ['a negative cost', { value: -1 }, { value: 'Cost must be at least 0' }],
    ['a cost with three decimals', { value: 1.234 }, { value: 'Cost must be in dollars and cents' }],
    ['a cost past $10,000,000', { value: 10_000_000.01 }, { value: 'Cost is too large' }],
    ['a first name past 100 characters', { firstName: 'x'.repeat(101) }, { firstName: 'At most 100 characters' }],
    ['a control character in the vendor', { vendor: 'Ama\u0007zon' }, { vendor: 'Must not contain control characters' }],
  ] as const;

  it.each(refused)('refuses %s with 400 naming each field, and writes nothing', async (_, overrides, fields) => {
    const payload = Object.keys(overrides).length === 0 ? {} : ctx.body(overrides);
    const rowsBefore = await ctx.rowCount();
    const logsBefore = await activityCount();
    const response = await ctx.post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields } });
    expect(Object.keys(response.json().error.fields).sort()).toEqual(Object.keys(fields).sort());
    expect(await ctx.rowCount()).toBe(rowsBefore);
    expect(await activityCount()).toBe(logsBefore);
  });
});

describe('GET /api/credits/{id}', () => {
  it("answers what the receipt shows, to a worker and to an admin, as it was recorded", async () => {
    const recorded = await ctx.record({ firstName: 'Brittany', lastName: 'Knowles', vendor: 'Best Buy', description: 'Phone case', value: 20 });
    for (const headers of [ctx.worker.headers, ctx.admin.headers]) {
      const response = await ctx.get(`/api/credits/${recorded.id}`, headers);
      expect(response.statusCode).toBe(200);
      // 2,000¢ × 3% = 60¢; 2,000¢ + 60¢ = 2,060¢.
      expect(zCredit.parse(response.json())).toEqual({ ...recorded, name: 'Brittany Knowles', value: 20, processingFee: 0.6, total: 20.6 });
    }
  });

  it('answers 404 for an id no payment has, or one that cannot exist', async () => {
    for (const id of ['2000000000', '0', '99999999999']) {
      const response = await ctx.get(`/api/credits/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
