import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error';
import { cartApi } from '../../../src/app/api/cart';
import { useAddToCart } from '../../../src/app/areas/cart';
import { CartButton } from '../../../src/app/areas/cart/cart-button';
import { notifyError } from '../../../src/app/components/notify';
import { sessionStore } from '../../../src/app/session/session-store';
import { cartMessages, type Cart } from '../../../src/domain/cart';
import { renderWithProviders } from '../../helpers/app/render';
import { cartItem, cartOf, customer, stubCartReads } from './cart-fixtures';

vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

/** Another screen's button (the invoice page's), adding invoice 9 through the hook. */
const InvoicePageButton = () => {
  const { add, pending } = useAddToCart();
  return (
    <button type="button" disabled={pending} onClick={() => void add(9)}>
      Add invoice 9 to cart
    </button>
  );
};

let cart: Cart;

beforeEach(() => {
  sessionStore.signIn({ token: 't', user: customer });
  cart = cartOf(cartItem(1, 100));
  stubCartReads(() => cart);
  vi.spyOn(cartApi, 'approvedInvoices').mockResolvedValue({ data: [] });
  renderWithProviders(
    <>
      <CartButton user={customer} />
      <InvoicePageButton />
    </>,
  );
});
afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const cartButton = () => screen.getByRole('button', { name: 'Cart' });

describe('useAddToCart', () => {
  it("adds to the signed-in user's cart, fetches the cart again and opens the popup", async () => {
    vi.spyOn(cartApi, 'add').mockImplementation(async () => {
      cart = cartOf(cartItem(1, 100), cartItem(9, 45));
    });
    await waitFor(() => expect(screen.getByText('1 invoice in your cart')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Add invoice 9 to cart' }));
    await waitFor(() => expect(cartButton().getAttribute('aria-expanded')).toBe('true'));
    expect(cartApi.add).toHaveBeenCalledWith(customer.id, 9);
    expect(screen.getByText('2 invoices in your cart')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Invoice #26-00009', hidden: true })).toBeTruthy();
  });

  it("shows the server's refusal of an invoice that is not online, and leaves the popup closed", async () => {
    vi.spyOn(cartApi, 'add').mockRejectedValue(new ApiError(409, { code: 'CONFLICT', message: cartMessages.notOnline }));
    fireEvent.click(screen.getByRole('button', { name: 'Add invoice 9 to cart' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Please contact the provider to switch this invoice type to "Online" before it can be added to your cart.'));
    expect(cartButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Add invoice 9 to cart' })).toHaveProperty('disabled', false);
  });
});
