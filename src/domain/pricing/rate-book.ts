import { freightRateClasses, shippingMethods, type FreightRateClass, type ShippingMethod } from '../shipping-methods';
import type { FreightRate } from './default-rates';
import type { BasisPoints, Cents } from './money';
import { freightRateKey, transitRateKey, zBusinessDate, type RateKey, type RateRow } from './rate-rows';

/** Every rate in force on one business date, typed. Prices are always computed from a book, never from constants. */
export type RateBook = {
  date: string;
  freight: Record<FreightRateClass, FreightRate>;
  consolidation_fee: Cents;
  insurance_per_100: Cents;
  processing: { rate_bp: BasisPoints; minimum: Cents; maximum: Cents };
  vat_bp: BasisPoints;
  /** Cubic inches per billable pound. */
  dim_divisor: number;
  convenience_fee_bp: BasisPoints;
  us_pickup_fee: Cents;
  freight_tax_bp: BasisPoints;
  /** Per invoice. */
  documentation_fee: Cents;
  /** On what a customer pays by card at the counter (invoice type card). */
  card_fee_bp: BasisPoints;
  /** Per package that holds a hazardous, or a fragile, item. */
  hazard_fee: Cents;
  fragile_fee: Cents;
  /** Per billable pound of a package above threshold_lb. */
  overweight: { threshold_lb: number; per_lb: Cents };
  /** Per package and day it waits at a pickup counter beyond free_days. */
  storage: { free_days: number; per_day: Cents };
  /** Home delivery of a paid cart: base up to included_lb, then per pound. */
  delivery: { base: Cents; included_lb: number; per_lb: Cents };
  transit_days: Record<ShippingMethod, number>;
  /** Days after which a package at a pickup counter, and an order with goods not released, show on the old packages and old orders reports. */
  reports: { old_package_days: number; old_order_days: number };
};

/** Object.fromEntries that keeps the key type; sound because every key gets a value. */
const recordOf = <K extends string, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> =>
  Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, V>;

/** For each key, the row with the latest effective_from on or before `date`. */
export const ratesInForce = (rows: readonly RateRow[], date: string): Map<RateKey, RateRow> => {
  if (!zBusinessDate.safeParse(date).success) throw new RangeError(`Not a business date: ${date}`);
  const chosen = new Map<RateKey, RateRow>();
  for (const row of rows) {
    if (row.effective_from > date) continue;
    const current = chosen.get(row.key);
    // Two values for one key on one day would make the price depend on row order.
    if (current?.effective_from === row.effective_from) throw new Error(`Two rows for ${row.key} effective ${row.effective_from}`);
    if (!current || row.effective_from > current.effective_from) chosen.set(row.key, row);
  }
  return chosen;
};

/**
 * The rate book of one date. It throws on a key with no row yet, or on rates that cannot price
 * (a zero divisor, a minimum above the maximum); the Rates screen's service resolves the book with
 * a proposed row before saving it, so an admin cannot store such a row.
 */
export const rateBookAt = (rows: readonly RateRow[], date: string): RateBook => {
  const inForce = ratesInForce(rows, date);
  const value = (key: RateKey): number => {
    const row = inForce.get(key);
    if (!row) throw new Error(`No rate ${key} in force on ${date}`);
    return row.value;
  };
  const book: RateBook = {
    date,
    freight: recordOf(freightRateClasses, (rate) => ({ per_lb: value(freightRateKey(rate, 'per_lb')), minimum: value(freightRateKey(rate, 'minimum')) })),
    consolidation_fee: value('consolidation_fee'),
    insurance_per_100: value('insurance.per_100'),
    processing: { rate_bp: value('processing.rate_bp'), minimum: value('processing.minimum'), maximum: value('processing.maximum') },
    vat_bp: value('vat.rate_bp'),
    dim_divisor: value('dim_divisor'),
    convenience_fee_bp: value('convenience_fee_bp'),
    us_pickup_fee: value('us_pickup_fee'),
    freight_tax_bp: value('freight_tax_bp'),
    documentation_fee: value('documentation_fee'),
    card_fee_bp: value('card_fee_bp'),
    hazard_fee: value('hazard_fee'),
    fragile_fee: value('fragile_fee'),
    overweight: { threshold_lb: value('overweight.threshold_lb'), per_lb: value('overweight.per_lb') },
    storage: { free_days: value('storage.free_days'), per_day: value('storage.per_day') },
    delivery: { base: value('delivery.base'), included_lb: value('delivery.included_lb'), per_lb: value('delivery.per_lb') },
    transit_days: recordOf(shippingMethods, (method) => value(transitRateKey(method))),
    reports: { old_package_days: value('reports.old_package_days'), old_order_days: value('reports.old_order_days') },
  };
  if (book.dim_divisor < 1) throw new RangeError(`dim_divisor must be at least 1 on ${date}`);
  if (book.processing.minimum > book.processing.maximum) throw new RangeError(`processing.minimum is above processing.maximum on ${date}`);
  return book;
};
