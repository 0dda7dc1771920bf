import { z } from 'zod';
import { zPage } from './common';
import { blankAsMissing, zPositiveId } from './fields';

/**
 * Orders for sale (finance spec §2, §3 Retail order, §7): orders an admin approved for sale from
 * the old packages or old orders report, listed for anyone to buy while their invoice is unpaid.
 * A buyer pays the invoice by card like any online invoice; the order and its invoice then become
 * the buyer's (docs/decisions.md, Orders for sale).
 */

/** Twelve cards a page: whole rows of one, two or three cards. */
export const retailPageSize = 12;

export const retailMessages = {
  empty: 'No orders are for sale right now.',
  emptyCategory: 'No orders of this category are for sale right now.',
  /** Added or paid after someone else bought it (or its customer paid it). */
  notForSale: 'This order is no longer for sale.',
  /** A buyer whose checkout waited on another buyer's payment of the same order. */
  soldToAnother: (pseudoId: string) => `Order #${pseudoId} has just been sold to another buyer, and it has left your cart.`,
} as const;

/** GET /orders/retail: `category` is a tax category id (blank or absent for every category). */
export const zRetailQuery = z.object({
  page: zPage,
  category: blankAsMissing(zPositiveId('Category must be a tax category id').optional()),
});
export type RetailQuery = z.infer<typeof zRetailQuery>;

/** What is in the order's boxes, as the warehouse recorded it: never who it was for. */
export const zRetailItem = z.object({
  description: z.string(),
  quantity: z.number().int(),
  /** The tax category's name ('Clothing and apparel'). */
  category: z.string(),
  /** The declared price of one, in dollars. */
  unit_price: z.number(),
});
export type RetailItem = z.infer<typeof zRetailItem>;

/** An image of the goods; `url` is a link any guest may open for an hour. */
export const zRetailImage = z.object({ url: z.string(), file_name: z.string() });

/**
 * One order for sale (finance spec §3 Retail order). `invoice_total` is what the invoice asks, in
 * dollars; paying by card adds the convenience fee, as for every online payment. `order_id` lets
 * staff open the order.
 */
export const zRetailOrder = z
  .object({
    order_id: z.number().int(),
    pseudo_id: z.string(),
    invoice_id: z.number().int(),
    invoice_total: z.number(),
    items: z.array(zRetailItem),
    images: z.array(zRetailImage),
  })
  .meta({ id: 'RetailOrder' });
export type RetailOrder = z.infer<typeof zRetailOrder>;

/** A category of the filter: a tax category that some order for sale holds goods of. */
export const zRetailCategory = z.object({ id: z.number().int(), description: z.string() });
export type RetailCategory = z.infer<typeof zRetailCategory>;

export const zRetailPage = z
  .object({
    data: z.array(zRetailOrder),
    meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() }),
    taxes: z.array(zRetailCategory),
  })
  .meta({ id: 'RetailPage' });
export type RetailPage = z.infer<typeof zRetailPage>;
