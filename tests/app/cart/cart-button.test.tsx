import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartApi } from '../../../src/app/api/cart';
import { cartSizeApi } from '../../../src/app/api/cart-size';
import { CartButton } from '../../../src/app/areas/cart/cart-button';
import { sessionStore } from '../../../src/app/session/session-store';
import type { AuthUser } from '../../../src/domain/auth';
import type { Cart } from '../../../src/domain/cart';
import { renderWithProviders } from '../../helpers/app/render';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { cartItem, cartOf, customer, invoiceRow, stubCartReads, worker } from './cart-fixtures';

vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

let cart: Cart;

beforeEach(() => {
  cart = cartOf(cartItem(1, 100), cartItem(2, 37.45));
  stubCartReads(() => cart);
  vi.spyOn(cartApi, 'approvedInvoices').mockResolvedValue({
    data: [invoiceRow(1, 100, { in_cart: true }), invoiceRow(7, 12.5), invoiceRow(8, 60, { type: 'cash' })],
  });
});
afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
});

const cartButton = () => screen.getByRole('button', { name: 'Cart' });
// jsdom has no layout, so Mantine's popover takes its icon for scrolled away and hides it (display: none) once placed.
const hidden = { hidden: true };
const popup = () => screen.findByRole('dialog', { name: 'Cart', ...hidden });
const renderButton = (user: AuthUser = customer) => {
  sessionStore.signIn({ token: 't', user });
  return renderWithProviders(<CartButton user={user} />);
};

describe('the top bar cart', () => {
  it("counts the cart's invoices on its badge, in words for screen readers", async () => {
    renderButton();
    await waitFor(() => expect(cartButton().getAttribute('aria-describedby')).toBeTruthy());
    expect(screen.getByText('2 invoices in your cart')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
  });

  it('shows no badge for an empty cart', async () => {
    cart = cartOf();
    renderButton();
    await waitFor(() => expect(cartSizeApi.get).toHaveBeenCalledWith(customer.id));
    expect(cartButton().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('is there for staff who take payments, and not for accounts or basic users', async () => {
    const { unmount } = renderButton(worker);
    expect(cartButton()).toBeTruthy();
    unmount();
    for (const account_type of ['accounts', 'basic'] as const) {
      const { container } = renderButton({ ...worker, account_type });
      expect(container.querySelector('button')).toBeNull();
    }
  });

  it("opens on the cart's invoices, their total and Checkout", async () => {
    renderButton();
    fireEvent.click(cartButton());
    const dialog = await popup();
    const items = await within(dialog).findByRole('list', { name: 'Invoices in your cart', ...hidden });
    expect(within(items).getByRole('link', { name: 'Invoice #26-00001', ...hidden }).getAttribute('href')).toBe('/invoices/1');
    expect(within(items).getByText('$37.45')).toBeTruthy();
    expect(within(items).getAllByText(/^Online · Order #10\d$/)).toHaveLength(2);
    expect(within(dialog).getByText('$137.45')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Checkout', ...hidden }).getAttribute('href')).toBe('/checkout');
  });

  it('opens an order for sale being bought on Orders for sale, since its invoice is not the buyer\'s until paid', async () => {
    cart = cartOf(cartItem(1, 100), cartItem(3, 80.63, 'online', true));
    renderButton();
    fireEvent.click(cartButton());
    const items = await within(await popup()).findByRole('list', { name: 'Invoices in your cart', ...hidden });
    expect(within(items).getByRole('link', { name: 'For sale #26-00003', ...hidden }).getAttribute('href')).toBe('/orders-for-sale');
    expect(within(items).getByRole('link', { name: 'Invoice #26-00001', ...hidden }).getAttribute('href')).toBe('/invoices/1');
  });

  it('says when the cart is empty, and Checkout is disabled', async () => {
    cart = cartOf();
    renderButton();
    fireEvent.click(cartButton());
    const dialog = await popup();
    expect(await within(dialog).findByText('Your cart is currently empty.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Checkout', ...hidden })).toHaveProperty('disabled', true);
  });

  it('removes an invoice and shows the cart as the server has it then', async () => {
    const remove = vi.spyOn(cartApi, 'remove').mockImplementation(async () => {
      cart = cartOf(cartItem(1, 100));
    });
    renderButton();
    fireEvent.click(cartButton());
    const dialog = await popup();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Remove invoice #26-00002', ...hidden }));
    await waitFor(() => expect(within(dialog).queryByText('$37.45')).toBeNull());
    expect(remove).toHaveBeenCalledWith(customer.id, 2);
    expect(screen.getByText('1 invoice in your cart')).toBeTruthy();
  });

  it("lists a customer's approved online invoices not in the cart under Ready to pay, and adds one", async () => {
    const add = vi.spyOn(cartApi, 'add').mockImplementation(async () => {
      cart = cartOf(cartItem(1, 100), cartItem(2, 37.45), cartItem(7, 12.5));
    });
    renderButton();
    fireEvent.click(cartButton());
    const ready = within(await popup()).getByRole('region', { name: 'Ready to pay', ...hidden });
    // Invoice 1 is in the cart already and invoice 8 is paid in cash: neither is offered.
    expect(await within(ready).findByRole('link', { name: 'Invoice #26-00007', ...hidden })).toBeTruthy();
    expect(within(ready).getAllByRole('button', hidden)).toHaveLength(1);
    fireEvent.click(within(ready).getByRole('button', { name: 'Add to cart: invoice #26-00007', ...hidden }));
    await waitFor(() => expect(screen.getByText('3 invoices in your cart')).toBeTruthy());
    expect(add).toHaveBeenCalledWith(customer.id, 7);
  });

  it('says when a customer has no approved invoices to add', async () => {
    vi.mocked(cartApi.approvedInvoices).mockResolvedValue({ data: [] });
    renderButton();
    fireEvent.click(cartButton());
    expect(await within(await popup()).findByText('You do not currently have any approved invoices.')).toBeTruthy();
  });

  it('offers staff no Ready to pay: they have no invoices of their own', async () => {
    renderButton(worker);
    fireEvent.click(cartButton());
    const dialog = await popup();
    await within(dialog).findByText('$137.45');
    expect(within(dialog).queryByText('Ready to pay')).toBeNull();
    expect(cartApi.approvedInvoices).not.toHaveBeenCalled();
  });

  it('slides in as a drawer on a phone', async () => {
    // The stand-in answers every media query alike; on a phone the max-width query is the one that matters.
    onWideScreen();
    renderButton();
    fireEvent.click(cartButton());
    const drawer = await popup();
    expect(drawer.closest('.mantine-Drawer-root')).toBeTruthy();
    expect(await within(drawer).findByText('$137.45')).toBeTruthy();
  });
});
