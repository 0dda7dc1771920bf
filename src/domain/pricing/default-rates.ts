import { freightRateClasses, shippingMethods, type FreightRateClass, type ShippingMethod } from '../shipping-methods';
import type { Cents } from './money';
import { freightRateKey, transitRateKey, type RateRow, type ScalarRateKey } from './rate-rows';

/** The date of every seeded row except the VAT rows, which carry their own dates. */
export const defaultRatesSince = '2015-01-01';

export type FreightRate = { per_lb: Cents; minimum: Cents };

/**
 * Standard's "$10 flat up to 4.99 lb, then $2.00/lb" is a $2.00/lb rate with a $10 minimum:
 * billable pounds are whole, and 5 lb × $2.00 is exactly $10, so the two readings never differ.
 */
export const defaultFreightRates: Record<FreightRateClass, FreightRate> = {
  standard: { per_lb: 200, minimum: 1000 },
  'next-day': { per_lb: 350, minimum: 2000 },
  'no-rush': { per_lb: 150, minimum: 1000 },
  boat: { per_lb: 110, minimum: 1500 },
  // Admin sets these. Until then: special (below standard on the method ladder) is priced like
  // no-rush, the plane lanes like standard, the boat lanes like boat, and code-red (a rush) above next-day.
  special: { per_lb: 150, minimum: 1000 },
  'business-plane': { per_lb: 200, minimum: 1000 },
  'business-boat': { per_lb: 110, minimum: 1500 },
  'industrial-plane': { per_lb: 200, minimum: 1000 },
  'industrial-boat': { per_lb: 110, minimum: 1500 },
  'code-red': { per_lb: 500, minimum: 3000 },
};

/** Business days (Monday to Saturday) from arrival at the Miami warehouse to ready in Nassau. */
export const defaultTransitDays: Record<ShippingMethod, number> = {
  'next-day': 1,
  'code-red': 1,
  standard: 3,
  'business-plane': 3,
  'industrial-plane': 3,
  special: 5,
  consolidation: 5,
  'consolidate-sm': 5,
  'consolidate-lg': 5,
  'business-boat': 7,
  'industrial-boat': 7,
};

/** The rates that are neither per method nor VAT (which has its own dated rows). */
const scalarDefaults = [
  ['consolidation_fee', 1000],
  ['insurance.per_100', 100],
  ['processing.rate_bp', 100],
  ['processing.minimum', 1000],
  ['processing.maximum', 50_000],
  ['dim_divisor', 139],
  ['convenience_fee_bp', 400],
  ['us_pickup_fee', 3600],
  ['freight_tax_bp', 1000],
  ['card_fee_bp', 300],
  ['hazard_fee', 2500],
  ['fragile_fee', 1000],
  ['overweight.threshold_lb', 70],
  ['overweight.per_lb', 100],
  ['storage.free_days', 7],
  ['storage.per_day', 100],
  ['delivery.base', 1500],
  ['delivery.included_lb', 20],
  ['delivery.per_lb', 50],
  ['reports.old_package_days', 30],
  ['reports.old_order_days', 60],
] as const satisfies readonly (readonly [Exclude<ScalarRateKey, 'vat.rate_bp' | 'documentation_fee'>, number])[];

/** The customs documentation fee began on 2018-05-10, the report cut-off of finance spec §9: none before. */
export const documentationFeeSince = '2018-05-10';
export const defaultDocumentationRows: readonly RateRow[] = [
  { key: 'documentation_fee', value: 0, effective_from: defaultRatesSince },
  { key: 'documentation_fee', value: 500, effective_from: documentationFeeSince },
];

/** Bahamas VAT: 7.5% from its introduction, 12% from 2018-07-01, 10% from 2022-01-01. */
export const defaultVatRows: readonly RateRow[] = [
  { key: 'vat.rate_bp', value: 750, effective_from: '2015-01-01' },
  { key: 'vat.rate_bp', value: 1200, effective_from: '2018-07-01' },
  { key: 'vat.rate_bp', value: 1000, effective_from: '2022-01-01' },
];

/** The rows the database seeds; admins change rates by adding rows with later dates. */
export const defaultRateRows: readonly RateRow[] = [
  ...freightRateClasses.flatMap((rate): RateRow[] => [
    { key: freightRateKey(rate, 'per_lb'), value: defaultFreightRates[rate].per_lb, effective_from: defaultRatesSince },
    { key: freightRateKey(rate, 'minimum'), value: defaultFreightRates[rate].minimum, effective_from: defaultRatesSince },
  ]),
  ...scalarDefaults.map(([key, value]): RateRow => ({ key, value, effective_from: defaultRatesSince })),
  ...defaultVatRows,
  ...defaultDocumentationRows,
  ...shippingMethods.map((method): RateRow => ({ key: transitRateKey(method), value: defaultTransitDays[method], effective_from: defaultRatesSince })),
];
