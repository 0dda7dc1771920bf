import { describe, expect, it } from 'vitest';
import { defaultRateRows } from '../../../src/domain/pricing/default-rates';
import { estimate, etaFrom } from '../../../src/domain/pricing/estimate';
import { rateBookAt } from '../../../src/domain/pricing/rate-book';
import type { RateRow } from '../../../src/domain/pricing/rate-rows';

describe('etaFrom: working days Monday to Saturday, Sundays skipped', () => {
  it.each([
    { arrival: 'monday', days: 1, eta: 'tuesday', calendar: 1 },
    { arrival: 'friday', days: 1, eta: 'saturday', calendar: 1 },
    { arrival: 'saturday', days: 1, eta: 'monday', calendar: 2 },
    { arrival: 'friday', days: 3, eta: 'tuesday', calendar: 4 },
    { arrival: 'thursday', days: 3, eta: 'monday', calendar: 4 },
    { arrival: 'wednesday', days: 3, eta: 'saturday', calendar: 3 },
    { arrival: 'saturday', days: 6, eta: 'saturday', calendar: 7 },
    { arrival: 'monday', days: 7, eta: 'tuesday', calendar: 8 },
    { arrival: 'saturday', days: 0, eta: 'saturday', calendar: 0 },
  ] as const)('$arrival + $days → $eta after $calendar calendar days', ({ arrival, days, eta, calendar }) => {
    expect(etaFrom(arrival, days)).toEqual({ eta, calendar_days: calendar });
  });

  it('refuses fractional or negative transit days', () => {
    expect(() => etaFrom('monday', 1.5)).toThrow(RangeError);
    expect(() => etaFrom('monday', -1)).toThrow(RangeError);
  });
});

describe('estimate: cost and ETA', () => {
  const book = rateBookAt(defaultRateRows, '2024-03-01');
  const box = { weight: 3, length: 20, width: 20, height: 20 };

  it.each([
    { arrival: 'friday', method: 'standard', cost: 11_600, transit: 3, eta: 'tuesday' },
    { arrival: 'saturday', method: 'next-day', cost: 20_300, transit: 1, eta: 'monday' },
    { arrival: 'thursday', method: 'consolidate-lg', cost: 12_600, transit: 5, eta: 'wednesday' },
    { arrival: 'monday', method: 'business-boat', cost: 6380, transit: 7, eta: 'tuesday' },
  ] as const)('$method arriving $arrival costs $cost¢ and is ready $eta', ({ arrival, method, cost, transit, eta }) => {
    expect(estimate({ arrival, method, package: box }, book)).toMatchObject({ cost, billable_lb: 58, transit_days: transit, eta });
  });

  it('takes transit days from the book of its date', () => {
    const faster: RateRow = { key: 'transit_days.standard', value: 2, effective_from: '2025-01-01' };
    const rows = [...defaultRateRows, faster];
    expect(estimate({ arrival: 'friday', method: 'standard', package: box }, rateBookAt(rows, '2024-12-31')).eta).toBe('tuesday');
    expect(estimate({ arrival: 'friday', method: 'standard', package: box }, rateBookAt(rows, '2025-01-01')).eta).toBe('monday');
  });
});
