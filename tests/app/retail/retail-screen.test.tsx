import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartButton } from '../../../src/app/areas/cart/cart-button';
import { RetailScreen } from '../../../src/app/areas/retail';
import { sessionStore } from '../../../src/app/session/session-store';
import type { AuthUser } from '../../../src/domain/auth';
import { retailMessages, zRetailPage, type RetailOrder, type RetailPage } from '../../../src/domain/retail';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { renderWithProviders } from '../../helpers/app/render';
import { cartItem, cartOf, customer } from '../cart/cart-fixtures';

// A whole screen is a lot for jsdom on a busy 2-core machine: what follows a click may take seconds to
// show, and a test longer than the default 5 s.
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const admin: AuthUser = { id: 1, first_name: 'Ann', last_name: 'Admin', account_type: 'admin', special: false };
const clothing = { id: 4, description: 'Clothing and apparel' };
const toys = { id: 9, description: 'Toys and games' };

/** An order for sale; invoice 200 + n, order 300 + n. */
const order = (n: number, over: Partial<RetailOrder> = {}): RetailOrder => ({
  order_id: 300 + n,
  pseudo_id: `26-0001${String(n).padStart(2, '0')}`,
  invoice_id: 200 + n,
  invoice_total: 80.63,
  items: [
    { description: `Running shoes ${n}`, quantity: 2, category: clothing.description, unit_price: 49.99 },
    { description: 'Socks', quantity: 6, category: clothing.description, unit_price: 7.5 },
  ],
  images: [{ url: `/api/orders/retail/images/${n}?user=${n}&expires=1&signature=x`, file_name: `box-${n}.jpg` }],
  ...over,
});

const pageOf = (orders: RetailOrder[], page = 1, lastPage = 1): RetailPage =>
  zRetailPage.parse({ data: orders, meta: { current_page: page, last_page: lastPage, total: orders.length + (lastPage - 1) * 12 }, taxes: [clothing, toys] });

const Address = () => {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
};

/** The screen at its address, with the top bar's cart beside it for a signed-in viewer, as the app frame has it. */
const render = (path = '/orders-for-sale', user: AuthUser | null = null) =>
  renderWithProviders(
    <>
      {user && <CartButton user={user} />}
      <Routes>
        <Route path="/orders-for-sale" element={<RetailScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Address />
    </>,
    { path },
  );

const card = (pseudoId: string) => screen.getByRole('listitem', { name: `Order #${pseudoId}` });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  api.on('GET', '/orders/retail', ({ query }) => json(200, query.get('page') === '2' ? pageOf([order(13)], 2, 2) : pageOf([order(1), order(2)])));
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Orders for sale, for a guest', { timeout: 20_000 }, () => {
  it('shows each order as a card: its number, price, items and image links, with Buy Now through sign-in and back', async () => {
    render('/orders-for-sale?category=4');
    const first = await screen.findByRole('listitem', { name: 'Order #26-000101' });
    expect(within(first).getByRole('heading', { name: 'Order #26-000101' })).toBeTruthy();
    expect(within(first).getByText('$80.63')).toBeTruthy();
    expect(within(first).getByText('2 × Running shoes 1')).toBeTruthy();
    expect(within(first).getByText('6 × Socks')).toBeTruthy();
    expect(within(first).getByText('Clothing and apparel · $7.50 each')).toBeTruthy();
    const image = within(first).getByRole('link', { name: 'box-1.jpg (opens in a new tab)' });
    expect(image.getAttribute('href')).toBe('/api/orders/retail/images/1?user=1&expires=1&signature=x');
    expect(image.getAttribute('target')).toBe('_blank');
    expect(within(first).getByRole('link', { name: 'Buy Now: order #26-000101' }).getAttribute('href')).toBe('/login?redirect=%2Forders-for-sale%3Fcategory%3D4');
    expect(screen.getByText('2 orders for sale')).toBeTruthy();
    // One page: no page selector.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Have an account? Sign in' })).toBeTruthy();
    expect(api.sent('GET', '/orders/retail')[0]!.query.get('category')).toBe('4');
  });

  it('filters by category from page 1, keeping it in the address', async () => {
    render('/orders-for-sale?page=2');
    await screen.findByRole('listitem', { name: 'Order #26-000113' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    // jsdom has no layout, so Mantine's popover takes its field for scrolled away and hides the list once placed.
    fireEvent.click(await screen.findByRole('option', { name: 'Toys and games', hidden: true }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/orders-for-sale?category=9'));
    await waitFor(() => expect(api.sent('GET', '/orders/retail').at(-1)!.query.toString()).toBe('page=1&category=9'));
  });

  it('offers a page selector when there is more than one page, and turns the page', async () => {
    api.on('GET', '/orders/retail', ({ query }) => json(200, query.get('page') === '2' ? pageOf([order(13)], 2, 2) : pageOf(Array.from({ length: 12 }, (_, i) => order(i + 1)), 1, 2)));
    render();
    await screen.findByRole('listitem', { name: 'Order #26-000112' });
    expect(screen.getByText('24 orders for sale')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('listitem', { name: 'Order #26-000113' });
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/orders-for-sale?page=2');
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveProperty('value', 'Page #2');
  });

  it('says when nothing is for sale, and when nothing of the category is', async () => {
    api.on('GET', '/orders/retail', () => json(200, pageOf([])));
    render();
    expect(await screen.findByText(retailMessages.empty)).toBeTruthy();
    expect(screen.queryByText(/orders? for sale$/)).toBeNull();
  });

  it('says so when nothing of the chosen category is for sale', async () => {
    api.on('GET', '/orders/retail', () => json(200, pageOf([])));
    render('/orders-for-sale?category=9');
    expect(await screen.findByText(retailMessages.emptyCategory)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveProperty('value', 'Toys and games');
  });

  it('shows a failed load with the reason and Try again', async () => {
    let fail = true;
    api.on('GET', '/orders/retail', () => (fail ? refusal(500, 'The server is busy') : json(200, pageOf([order(1)]))));
    render();
    expect(await screen.findByText('The server is busy')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Order #26-000101' })).toBeTruthy();
  });
});

describe('Orders for sale, signed in', { timeout: 20_000 }, () => {
  it('lets a customer add an order to the cart, which opens with it, and says Already In Cart for one there', async () => {
    sessionStore.signIn({ token: 't', user: customer });
    let cart = cartOf(cartItem(202, 80.63));
    api.on('GET', `/users/${customer.id}/cart`, () => json(200, cart));
    api.on('GET', `/users/${customer.id}/invoices`, () => json(200, { data: [] }));
    api.on('POST', `/users/${customer.id}/cart`, ({ body }) => {
      cart = cartOf(cartItem(202, 80.63), cartItem((body as { invoice: number }).invoice, 80.63));
      return json(200, cart);
    });
    render('/orders-for-sale', customer);
    await waitFor(() => expect(within(card('26-000102')).getByRole('button', { name: 'Already In Cart: order #26-000102' })).toHaveProperty('disabled', true));
    expect(screen.queryByRole('link', { name: /Buy Now/ })).toBeNull();
    fireEvent.click(within(card('26-000101')).getByRole('button', { name: 'Add To Cart: order #26-000101' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart' }).getAttribute('aria-expanded')).toBe('true'));
    expect(api.sent('POST', `/users/${customer.id}/cart`).map((request) => request.body)).toEqual([{ invoice: 201 }]);
    // The list is read again, so an order bought by someone else meanwhile would leave it.
    await waitFor(() => expect(api.sent('GET', '/orders/retail')).toHaveLength(2));
    await waitFor(() => expect(within(card('26-000101')).getByRole('button', { name: 'Already In Cart: order #26-000101' })).toHaveProperty('disabled', true));
  });

  it('gives staff a link to each order instead of the cart buttons', async () => {
    sessionStore.signIn({ token: 't', user: admin });
    api.on('GET', `/users/${admin.id}/cart`, () => json(200, cartOf()));
    render();
    await screen.findByRole('listitem', { name: 'Order #26-000101' });
    expect(within(card('26-000101')).getByRole('link', { name: 'Open Order: order #26-000101' }).getAttribute('href')).toBe('/orders/301');
    expect(screen.queryByRole('button', { name: /Add To Cart/ })).toBeNull();
  });
});
