import { describe, expect, it } from 'vitest';
import { zCredit } from '../../../src/domain/credits';
import { businessToday } from '../../../src/server/time';
import { withIdempotencyKey } from '../../helpers/server/access-cases';
import { useCreditsApp } from './credit-context';

// The processing fee is the card-fee rate (a versioned rate row, 3% from the start) in force on the
// payment's Nassau business day, and the rate is kept with the payment: a rate change prices the
// payments recorded after it, never one recorded before. This file changes today's rate, so it has
// its database to itself.

const ctx = useCreditsApp();

const tomorrow = () => new Date(Date.parse(`${businessToday()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const addCardFee = async (value: number, effective_from: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/rates',
    headers: withIdempotencyKey(ctx.admin.headers),
    payload: { key: 'card_fee_bp', value, effective_from },
  });
  expect(response.statusCode, response.body).toBe(201);
};
const receipt = async (id: number) => zCredit.parse((await ctx.get(`/api/credits/${id}`)).json());

describe('the card-fee rate of a CC payment', () => {
  it("is today's rate, and a change for a later date or for today leaves an earlier payment as it was", async () => {
    const before = await ctx.record({ value: 123.45 });
    // 12,345¢ × 3% = 370.35¢ → 370¢; total 12,715¢.
    expect([before.fee_rate, before.processingFee, before.total]).toEqual([3, 3.7, 127.15]);

    await addCardFee(450, tomorrow());
    const stillToday = await ctx.record({ value: 200 });
    // Tomorrow's 4.5% is not in force yet: 20,000¢ × 3% = 600¢; total 20,600¢.
    expect([stillToday.fee_rate, stillToday.processingFee, stillToday.total]).toEqual([3, 6, 206]);

    await addCardFee(525, businessToday());
    const after = await ctx.record({ value: 123.45 });
    // 12,345¢ × 5.25% = 648.1125¢ → 648¢; total 12,993¢.
    expect([after.fee_rate, after.processingFee, after.total]).toEqual([5.25, 6.48, 129.93]);

    expect(await receipt(before.id)).toEqual(before);
    expect(await receipt(stillToday.id)).toEqual(stillToday);
    const stored = (await ctx.rows()).map((row) => [row.id, row.feeBp, row.processingFeeCents, row.totalCents]);
    expect(stored).toEqual([
      [before.id, 300, 370, 12_715],
      [stillToday.id, 300, 600, 20_600],
      [after.id, 525, 648, 12_993],
    ]);
  });
});
