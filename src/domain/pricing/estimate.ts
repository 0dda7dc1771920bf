import type { ShippingMethod } from '../shipping-methods';
import { quoteFreight } from './freight';
import type { Cents } from './money';
import type { RateBook } from './rate-book';
import { billableWeight, type PackageMeasure } from './weight';

/** The days a package can arrive at the warehouse (finance spec §9: Monday to Saturday). */
export const arrivalDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type ArrivalDay = (typeof arrivalDays)[number];
export const arrivalDayLabels: Record<ArrivalDay, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

export type Eta = { eta: ArrivalDay; calendar_days: number };

/**
 * The weekday a package is ready, `transit_days` working days after it arrives. The warehouse and
 * the carriers work Monday to Saturday, so a Sunday is skipped and never counted or landed on.
 */
export const etaFrom = (arrival: ArrivalDay, transit_days: number): Eta => {
  if (!Number.isSafeInteger(transit_days) || transit_days < 0) throw new RangeError(`Transit days must be a whole number, got ${transit_days}`);
  const week = arrivalDays.length + 1;
  let day = arrivalDays.indexOf(arrival);
  let calendar_days = 0;
  for (let left = transit_days; left > 0; ) {
    day = (day + 1) % week;
    calendar_days += 1;
    if (day !== arrivalDays.length) left -= 1;
  }
  const eta = arrivalDays[day];
  if (eta === undefined) throw new Error('An ETA never lands on a Sunday');
  return { eta, calendar_days };
};

export type EstimateInput = { arrival: ArrivalDay; method: ShippingMethod; package: PackageMeasure };
export type Estimate = Eta & { cost: Cents; billable_lb: number; transit_days: number };

/** The older calculator: the method's freight (consolidation fee included, before VAT) and when it is ready. */
export const estimate = (input: EstimateInput, book: RateBook): Estimate => {
  const { billable_lb } = billableWeight(input.package, book.dim_divisor);
  const transit_days = book.transit_days[input.method];
  return { cost: quoteFreight(input.method, billable_lb, book).total, billable_lb, transit_days, ...etaFrom(input.arrival, transit_days) };
};
