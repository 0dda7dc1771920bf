import { z } from 'zod';
import { zPositiveId } from './fields';
import { invoiceTypes } from './pricing/invoice';

/** A cart line (portal spec §3 Cart item): an approved invoice waiting to be paid. */
export const zCartItem = z
  .object({
    id: z.number().int(),
    pseudo_id: z.string(),
    value: z.number(),
    type: z.enum(invoiceTypes).nullable(),
    order: z.number().int(),
    user: z.object({ id: z.number().int(), full_name: z.string() }),
    /** An order for sale the cart's customer is buying: its invoice page opens to them only once they have bought it. */
    for_sale: z.boolean(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof zCartItem>;

/** GET /users/{id}/cart: the items, oldest added first, and their total (the sum of the item values). */
export const zCart = z.object({ data: z.array(zCartItem), total: z.number() }).meta({ id: 'Cart' });
export type Cart = z.infer<typeof zCart>;

/** POST /users/{id}/cart {invoice}. */
export const zAddToCartBody = z.object({ invoice: zPositiveId('Invoice is required') }).meta({ id: 'AddToCartBody' });

export const zCartParams = z.object({ id: zPositiveId('Must be an id'), invoice: zPositiveId('Must be an id') });

export const cartMessages = {
  empty: 'Your cart is currently empty.',
  notOnline: 'Please contact the provider to switch this invoice type to "Online" before it can be added to your cart.',
  notApproved: 'Only approved invoices can be added to the cart.',
  alreadyPaid: 'This invoice has already been paid.',
} as const;

/** A cart can be paid only when its invoices share one type (portal spec §5, the staff wording kept as written). */
export const cartHasOneType = (items: readonly Pick<CartItem, 'type'>[]) => new Set(items.map((item) => item.type)).size <= 1;
