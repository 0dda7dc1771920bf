import { describe, expect, it } from 'vitest';
import { applyRate, centsToDollars, formatDollars, parseCents, sumCents, tryParseCents } from '../../../src/domain/pricing/money';

describe('applyRate: cents × basis points, rounded half-up once', () => {
  it.each([
    { cents: 40_000, bp: 3500, expected: 14_000, why: '35% of $400 is exact' },
    { cents: 5, bp: 1000, expected: 1, why: '0.5¢ rounds up' },
    { cents: 25, bp: 1000, expected: 3, why: '2.5¢ rounds up, not to even (banker’s rounding would give 2)' },
    { cents: 24, bp: 1000, expected: 2, why: '2.4¢ rounds down' },
    { cents: 1263, bp: 400, expected: 51, why: '50.52¢ rounds up' },
    { cents: 1262, bp: 400, expected: 50, why: '50.48¢ rounds down' },
    { cents: 0, bp: 1200, expected: 0, why: 'nothing' },
    { cents: -25, bp: 1000, expected: -3, why: 'a refund mirrors its charge' },
    { cents: 3_100_000_000_008_333, bp: 3, expected: 930_000_000_002, why: 'a product beyond 2^53 stays exact (doubles would round it up)' },
  ])('$cents¢ × $bp bp = $expected¢ ($why)', ({ cents, bp, expected }) => {
    expect(applyRate(cents, bp)).toBe(expected);
  });

  it('refuses fractional cents and fractional rates', () => {
    expect(() => applyRate(10.5, 100)).toThrow(RangeError);
    expect(() => applyRate(100, 12.5)).toThrow(RangeError);
  });
});

describe('parseCents: dollar inputs to cents without float error', () => {
  it.each([
    { input: '400', expected: 40_000 },
    { input: '19.99', expected: 1999 },
    { input: 19.99, expected: 1999 },
    { input: 0.1, expected: 10 },
    { input: 1.15, expected: 115 },
    { input: 4.35, expected: 435 },
    { input: 0.57, expected: 57 },
    { input: '$1,234.50', expected: 123_450 },
    { input: ' 7.5 ', expected: 750 },
    { input: '1.500', expected: 150 },
    { input: '.25', expected: 25 },
    { input: 0, expected: 0 },
    { input: '-3.10', expected: -310 },
  ])('$input → $expected¢', ({ input, expected }) => {
    expect(parseCents(input)).toBe(expected);
  });

  it.each([['1.005'], [1.005], [0.1 + 0.2], ['abc'], [''], ['.'], ['1,23.00'], ['12,3456'], [Number.NaN], [Number.POSITIVE_INFINITY], ['1e400'], [1e21], [1e-7]])(
    'refuses %s',
    (input) => {
      expect(() => parseCents(input)).toThrow(RangeError);
      expect(tryParseCents(input)).toBeUndefined();
    },
  );
});

describe('presenting cents', () => {
  it.each([
    { cents: 123_450, dollars: 1234.5, text: '$1,234.50' },
    { cents: 1999, dollars: 19.99, text: '$19.99' },
    { cents: 7, dollars: 0.07, text: '$0.07' },
    { cents: 0, dollars: 0, text: '$0.00' },
    { cents: 100_000_000, dollars: 1_000_000, text: '$1,000,000.00' },
    { cents: -7980, dollars: -79.8, text: '-$79.80' },
  ])('$cents¢ is $dollars in the API and $text on screen', ({ cents, dollars, text }) => {
    expect(centsToDollars(cents)).toBe(dollars);
    expect(JSON.stringify(centsToDollars(cents))).toBe(String(dollars));
    expect(formatDollars(cents)).toBe(text);
  });

  it('sums integer cents and refuses a float among them', () => {
    expect(sumCents([6660, 1320])).toBe(7980);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
  });
});
