import { pickupCounterCheckpoints } from '../../../domain/constants';
import type { InvoiceInput, InvoiceItemInput } from '../../../domain/pricing';
import type { ShippingMethod } from '../../../domain/shipping-methods';
import { businessToday } from '../../time';
import type { OrderToInvoice, PackageToPrice } from './generate-queries';

const dayMs = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;

/**
 * Whole Nassau days a package has waited at a pickup counter (20 Madeira, 21 Harbor Bay): the
 * days between the business date it arrived there and today's, so one that arrived yesterday
 * evening has waited 1. A package anywhere else waits for nothing; a scan dated after `now` (a
 * device clock ahead) counts as 0.
 */
export const storageDays = (pkg: Pick<PackageToPrice, 'checkpointId' | 'checkpointAt'>, now: Date) => {
  if (!pkg.checkpointAt || !pickupCounterCheckpoints.some((id) => id === pkg.checkpointId)) return 0;
  return Math.max(0, dayNumber(businessToday(now)) - dayNumber(businessToday(pkg.checkpointAt)));
};

/**
 * What the engine prices for an order: its packages as measured (lb and cm), each with the items
 * `itemsOf` gives it, and US pickup when the goods came in through a pick-up. Fees come later.
 */
export const invoiceInput = (
  order: OrderToInvoice,
  packages: readonly PackageToPrice[],
  itemsOf: (pkg: PackageToPrice, index: number) => InvoiceItemInput[],
  now: Date,
): InvoiceInput => ({
  method: order.shippingMethod as ShippingMethod,
  us_pickup: order.warehouseVia === 'pick-up',
  packages: packages.map((pkg, index) => ({
    id: pkg.id,
    measure: { weight: pkg.weightLb, length: pkg.lengthCm, width: pkg.widthCm, height: pkg.heightCm },
    storage_days: storageDays(pkg, now),
    items: itemsOf(pkg, index),
  })),
  fees: [],
});
