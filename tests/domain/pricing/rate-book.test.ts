import { describe, expect, it } from 'vitest';
import { freightRateClasses, shippingMethods } from '../../../src/domain/shipping-methods';
import { defaultRateRows, defaultRatesSince } from '../../../src/domain/pricing/default-rates';
import { rateBookAt } from '../../../src/domain/pricing/rate-book';
import { rateKeys, rateUnit, zRateRow, type RateRow } from '../../../src/domain/pricing/rate-rows';

describe('default rate rows', () => {
  it('seed every key, and each row is a valid rate row', () => {
    const seeded = new Set(defaultRateRows.map((row) => row.key));
    expect([...rateKeys].filter((key) => !seeded.has(key))).toEqual([]);
    for (const row of defaultRateRows) expect(zRateRow.parse(row)).toEqual(row);
  });

  it('are dated 2015-01-01, except VAT and the documentation fee which have their own dates', () => {
    const dates = (key: string) => defaultRateRows.filter((row) => row.key === key).map((row) => row.effective_from);
    const dated = ['vat.rate_bp', 'documentation_fee'];
    for (const row of defaultRateRows.filter((row) => !dated.includes(row.key))) expect(row.effective_from).toBe(defaultRatesSince);
    expect(dates('vat.rate_bp')).toEqual(['2015-01-01', '2018-07-01', '2022-01-01']);
    expect(dates('documentation_fee')).toEqual(['2015-01-01', '2018-05-10']);
    expect(defaultRatesSince).toBe('2015-01-01');
  });

  it('hold the issue’s defaults', () => {
    const book = rateBookAt(defaultRateRows, '2024-03-01');
    expect(book.freight.standard).toEqual({ per_lb: 200, minimum: 1000 });
    expect(book.freight['next-day']).toEqual({ per_lb: 350, minimum: 2000 });
    expect(book.freight['no-rush']).toEqual({ per_lb: 150, minimum: 1000 });
    expect(book.freight.boat).toEqual({ per_lb: 110, minimum: 1500 });
    expect(book).toMatchObject({
      consolidation_fee: 1000,
      insurance_per_100: 100,
      processing: { rate_bp: 100, minimum: 1000, maximum: 50_000 },
      dim_divisor: 139,
      convenience_fee_bp: 400,
      us_pickup_fee: 3600,
      freight_tax_bp: 1000,
      documentation_fee: 500,
      card_fee_bp: 300,
      hazard_fee: 2500,
      fragile_fee: 1000,
      overweight: { threshold_lb: 70, per_lb: 100 },
      storage: { free_days: 7, per_day: 100 },
      delivery: { base: 1500, included_lb: 20, per_lb: 50 },
      reports: { old_package_days: 30, old_order_days: 60 },
    });
    expect(rateBookAt(defaultRateRows, '2018-05-09').documentation_fee).toBe(0);
    expect(rateBookAt(defaultRateRows, '2018-05-10').documentation_fee).toBe(500);
    for (const rate of freightRateClasses) expect(book.freight[rate].per_lb).toBeGreaterThan(0);
    for (const method of shippingMethods) expect(book.transit_days[method]).toBeGreaterThan(0);
  });
});

describe('rateBookAt: VAT by date', () => {
  it.each([
    { date: '2015-01-01', vat_bp: 750 },
    { date: '2018-06-30', vat_bp: 750 },
    { date: '2018-07-01', vat_bp: 1200 },
    { date: '2019-06-15', vat_bp: 1200 },
    { date: '2021-12-31', vat_bp: 1200 },
    { date: '2022-01-01', vat_bp: 1000 },
    { date: '2030-01-01', vat_bp: 1000 },
  ])('$date → $vat_bp bp', ({ date, vat_bp }) => {
    expect(rateBookAt(defaultRateRows, date).vat_bp).toBe(vat_bp);
  });

  it('has no book before the first rows', () => {
    expect(() => rateBookAt(defaultRateRows, '2014-12-31')).toThrow(/No rate/);
  });
});

describe('rateBookAt: versioning', () => {
  const raise: RateRow = { key: 'freight.standard.per_lb', value: 250, effective_from: '2025-03-01' };
  const rows = [...defaultRateRows, raise];

  it('a row effective later does not change a book resolved for an earlier date', () => {
    const before = rateBookAt(defaultRateRows, '2025-02-28');
    expect(rateBookAt(rows, '2025-02-28')).toEqual(before);
    expect(rateBookAt(rows, '2025-03-01').freight.standard).toEqual({ per_lb: 250, minimum: 1000 });
  });

  it('takes the latest row on or before the date whatever the row order', () => {
    const book = rateBookAt([raise, ...[...defaultRateRows].reverse()], '2026-01-01');
    expect(book.freight.standard.per_lb).toBe(250);
    expect(book.vat_bp).toBe(1000);
    expect(book.date).toBe('2026-01-01');
  });

  it('refuses two values for one key on one day', () => {
    expect(() => rateBookAt([...rows, { ...raise, value: 260 }], '2025-06-01')).toThrow(/Two rows/);
  });

  it('refuses a malformed date and rates that cannot price', () => {
    expect(() => rateBookAt(defaultRateRows, '2019-6-1')).toThrow(RangeError);
    expect(() => rateBookAt([...defaultRateRows, { key: 'dim_divisor', value: 0, effective_from: '2020-01-01' }], '2020-01-01')).toThrow(/dim_divisor/);
    expect(() => rateBookAt([...defaultRateRows, { key: 'processing.minimum', value: 60_000, effective_from: '2020-01-01' }], '2020-01-01')).toThrow(
      /processing.minimum/,
    );
  });

  it('validates a row an admin submits', () => {
    expect(zRateRow.safeParse({ key: 'vat.rate_bp', value: 12.5, effective_from: '2026-01-01' }).success).toBe(false);
    expect(zRateRow.safeParse({ key: 'vat.rate', value: 1250, effective_from: '2026-01-01' }).success).toBe(false);
    expect(zRateRow.safeParse({ key: 'vat.rate_bp', value: 1250, effective_from: '01/01/2026' }).success).toBe(false);
    expect(zRateRow.safeParse({ key: 'vat.rate_bp', value: 1250, effective_from: '2026-01-01' }).success).toBe(true);
  });

  it.each([
    ['freight.code-red.minimum', 'cents'],
    ['vat.rate_bp', 'basis_points'],
    ['transit_days.business-boat', 'days'],
    ['dim_divisor', 'cubic_inches_per_lb'],
    ['us_pickup_fee', 'cents'],
    ['storage.free_days', 'days'],
    ['overweight.threshold_lb', 'pounds'],
    ['delivery.included_lb', 'pounds'],
    ['overweight.per_lb', 'cents'],
    ['card_fee_bp', 'basis_points'],
    ['reports.old_package_days', 'days'],
    ['reports.old_order_days', 'days'],
  ] as const)('the Rates screen shows %s in %s', (key, unit) => {
    expect(rateUnit(key)).toBe(unit);
  });
});
