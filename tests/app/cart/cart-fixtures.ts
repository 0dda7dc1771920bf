import { vi } from 'vitest';
import { cartApi } from '../../../src/app/api/cart';
import { cartSizeApi } from '../../../src/app/api/cart-size';
import type { AuthUser } from '../../../src/domain/auth';
import type { Cart, CartItem } from '../../../src/domain/cart';
import type { InvoiceRow, InvoiceType } from '../../../src/domain/invoices';
import { centsToDollars, parseCents, sumCents } from '../../../src/domain/pricing';

export const customer: AuthUser = { id: 5, first_name: 'Pat', last_name: 'Personal', account_type: 'personal', special: false };
export const worker: AuthUser = { id: 3, first_name: 'Wes', last_name: 'Worker', account_type: 'worker', special: false };

export const cartItem = (id: number, value: number, type: InvoiceType | null = 'online', forSale = false): CartItem => ({
  id,
  pseudo_id: `26-0000${id}`,
  value,
  type,
  order: 100 + id,
  user: { id: customer.id, full_name: 'Pat Personal' },
  for_sale: forSale,
});

/** GET /users/{id}/cart as the server answers it: the items and the sum of their values. */
export const cartOf = (...items: CartItem[]): Cart => ({ data: items, total: centsToDollars(sumCents(items.map((item) => parseCents(item.value)))) });

export const invoiceRow = (id: number, value: number, overrides: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id,
  pseudo_id: `26-0000${id}`,
  order: 100 + id,
  status: 'approved',
  type: 'online',
  value,
  grandTotal: value,
  created_at: '2026-03-02T15:00:00.000Z',
  paid_on: null,
  in_cart: false,
  ...overrides,
});

/** Answers the cart's two reads from `current()`: the popup's whole cart, and the badge's size of it. */
export const stubCartReads = (current: () => Cart) => {
  vi.spyOn(cartApi, 'get').mockImplementation(async () => current());
  vi.spyOn(cartSizeApi, 'get').mockImplementation(async () => current().data.length);
};
