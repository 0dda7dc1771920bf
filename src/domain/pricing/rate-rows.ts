import { z } from 'zod';
import { dateField, pgIntegerMax } from '../fields';
import { freightRateClasses, shippingMethods, type FreightRateClass, type ShippingMethod } from '../shipping-methods';

/** Keys of the rates that are not per method. */
export const scalarRateKeys = [
  'consolidation_fee',
  'insurance.per_100',
  'processing.rate_bp',
  'processing.minimum',
  'processing.maximum',
  'vat.rate_bp',
  'dim_divisor',
  'convenience_fee_bp',
  'us_pickup_fee',
  'freight_tax_bp',
  'documentation_fee',
  'card_fee_bp',
  'hazard_fee',
  'fragile_fee',
  'overweight.threshold_lb',
  'overweight.per_lb',
  'storage.free_days',
  'storage.per_day',
  'delivery.base',
  'delivery.included_lb',
  'delivery.per_lb',
  'reports.old_package_days',
  'reports.old_order_days',
] as const;
export type ScalarRateKey = (typeof scalarRateKeys)[number];
export type FreightRateKey = `freight.${FreightRateClass}.${'per_lb' | 'minimum'}`;
export type TransitRateKey = `transit_days.${ShippingMethod}`;
export type RateKey = FreightRateKey | ScalarRateKey | TransitRateKey;

export const freightRateKey = (rate: FreightRateClass, part: 'per_lb' | 'minimum'): FreightRateKey => `freight.${rate}.${part}`;
export const transitRateKey = (method: ShippingMethod): TransitRateKey => `transit_days.${method}`;

export const rateKeys: readonly RateKey[] = [
  ...freightRateClasses.flatMap((rate) => [freightRateKey(rate, 'per_lb'), freightRateKey(rate, 'minimum')]),
  ...scalarRateKeys,
  ...shippingMethods.map(transitRateKey),
];

/** What a row's integer value counts, so the Rates screen can show dollars, percentages or days. */
export type RateUnit = 'cents' | 'basis_points' | 'days' | 'pounds' | 'cubic_inches_per_lb';
export const rateUnit = (key: RateKey): RateUnit => {
  if (key.startsWith('transit_days.') || key === 'storage.free_days' || key.startsWith('reports.')) return 'days';
  if (key.endsWith('_lb') && !key.endsWith('.per_lb')) return 'pounds';
  if (key === 'dim_divisor') return 'cubic_inches_per_lb';
  return key.endsWith('_bp') ? 'basis_points' : 'cents';
};

/** A business date, 'YYYY-MM-DD'; dates compare correctly as strings. */
export const zBusinessDate = dateField('Date must be YYYY-MM-DD');

/**
 * One versioned rate: from effective_from on, until a later row of the same key, `key` is `value`.
 * Every value is an integer in the key's unit; a change is a new row, never an edit of an old one,
 * so an invoice priced on an earlier date keeps its rates.
 */
export const zRateRow = z
  .object({
    key: z.enum(rateKeys, { error: 'Unknown rate' }),
    value: z
      .number({ error: 'Value is required' })
      .int({ error: 'Value must be a whole number' })
      .min(0, { error: 'Value must be at least 0' })
      .max(pgIntegerMax, { error: `Value must be at most ${pgIntegerMax}` }),
    effective_from: zBusinessDate,
  })
  .meta({ id: 'RateRow' });
export type RateRow = z.infer<typeof zRateRow>;
