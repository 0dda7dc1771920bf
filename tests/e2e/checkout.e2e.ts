import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/cart';
import { zInvoice, type Invoice } from '../../src/domain/invoices';
import { formatDollars, parseCents } from '../../src/domain/pricing';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { blockingViolations, settleAnimations } from '../helpers/e2e/blocking-violations';
import type { DeliveriesPage as DeliveriesPageBody } from '../../src/domain/deliveries';
import { arrangeOrder } from '../helpers/e2e/order-arrange';
import { CartPopup } from '../helpers/e2e/pages/cart-popup';
import { CheckoutPage, type Card } from '../helpers/e2e/pages/checkout-page';
import { DeliveriesPage } from '../helpers/e2e/pages/deliveries-page';
import { InvoicePage } from '../helpers/e2e/pages/invoice-page';
import { OrderDetailPage } from '../helpers/e2e/pages/order-detail-page';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { baseUrl, page, pathname, signIn, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession({ viewport: { width: 1280, height: 900 } });

// A payment runs a card charge and mail on a busy test machine: allow it a few seconds.
const settle = { timeout: 15_000 };
const customerEmail = 'personal@demo.test';

let adminToken: string;
let customerToken: string;
let customerId: number;

/** A mutation as the app sends it, with or without a body (POST /invoices takes its order in the query). */
const send = async <T>(method: string, path: string, token: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

const invoiceById = async (id: number) => zInvoice.parse(await apiGet<unknown>(baseUrl, `/invoices/${id}`, adminToken));

/** An invoice of the demo customer's, generated, switched to Online and approved by an admin: ready to pay. */
const arrangeApprovedOnlineInvoice = async (vendor: string): Promise<Invoice> => {
  const order = await arrangeOrder(baseUrl, 'standard', vendor);
  const { id } = await send<{ id: number }>('POST', `/invoices?orderID=${order.id}`, adminToken);
  await send('PUT', `/invoices/${id}`, adminToken, { type: 'online' });
  await send('POST', `/invoices/${id}/approve`, adminToken);
  return invoiceById(id);
};

/** Empties the customer's cart, so each test starts from what it arranges. */
const emptyCart = async () => {
  const cart = await apiGet<Cart>(baseUrl, `/users/${customerId}/cart`, customerToken);
  for (const item of cart.data) await send('DELETE', `/users/${customerId}/cart/${item.id}`, customerToken);
};

const nassauToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Nassau' }).format(new Date());
/** Tomorrow in Nassau, or Monday when tomorrow is a Sunday: a day the delivery can be booked for. */
const deliveryDay = () => {
  const next = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const tomorrow = next(nassauToday());
  return new Date(`${tomorrow}T00:00:00Z`).getUTCDay() === 0 ? next(tomorrow) : tomorrow;
};

const card = (number: string): Card => ({ name: 'Pat Personal', number, exp: `12/${new Date().getUTCFullYear() + 1}`, cvv: '123' });

/** Signs out through the top bar, as the next person at the same browser would find it. */
const signOut = async () => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/login/);
};

/** Signs the customer in and adds the invoice from the popup's Ready to pay. */
const addFromPopup = async (invoice: Invoice) => {
  await signIn(customerEmail);
  const cart = new CartPopup(page);
  await cart.button().waitFor();
  await cart.open();
  await cart.addButton(invoice.pseudo_id).click();
  await cart.item(invoice.pseudo_id).waitFor(settle);
  return cart;
};

beforeAll(async () => {
  mkdirSync('tests/e2e/artifacts', { recursive: true });
  adminToken = await apiToken(baseUrl, 'admin@demo.test');
  customerToken = await apiToken(baseUrl, customerEmail);
  const [customer] = (await apiGet<{ data: { id: number }[] }>(baseUrl, `/customers?search=${customerEmail}&limit=1`, adminToken)).data;
  customerId = customer!.id;
});

describe('Cart and checkout', () => {
  it('staff generate an invoice, make it Online and approve it; the customer adds it from the cart popup and pays by card with delivery; the admin sees it paid and the delivery booked', async () => {
    await emptyCart();
    const order = await arrangeOrder(baseUrl, 'standard', 'Checkout e2e paid');
    const directions = `Blue gate opposite the church, Carmichael Road ${Date.now()}`;

    await signInTo(`/orders/${order.id}`, 'admin@demo.test');
    const detail = new OrderDetailPage(page);
    await detail.ready(order.id);
    await detail.button('Generate Invoice').click();
    await page.waitForURL(/\/invoices\/\d+$/);
    const invoicePage = new InvoicePage(page);
    await invoicePage.ready();
    const invoiceId = Number(pathname().split('/').at(-1));
    await invoicePage.chooseType('Choose how this invoice will be paid', 'Online', 'Save');
    await invoicePage.button('Approve').click();
    await invoicePage.button('Unapprove').waitFor(settle);
    const invoice = await invoiceById(invoiceId);
    expect(invoice).toMatchObject({ status: 'approved', type: 'online' });
    await signOut();

    const cart = await addFromPopup(invoice);
    await expect.poll(() => cart.count(), settle).toBe(1);
    expect(await cart.readyToPay().getByRole('button', { name: `Add to cart: invoice #${invoice.pseudo_id}` }).count()).toBe(0);
    expect(await blockingViolations(page)).toEqual([]);

    await cart.checkout();
    await expect.poll(() => pathname()).toBe('/checkout');
    const checkout = new CheckoutPage(page);
    await checkout.ready();
    await checkout.lines().first().waitFor();
    expect(await checkout.lines().count()).toBe(1);
    await checkout.wantDelivery();
    await checkout.chooseDay(deliveryDay());
    await checkout.chooseTime('1:00pm-3:00pm');
    await checkout.directions().fill(directions);
    await checkout.fillCard(card('4242 4242 4242 4242'));
    await expect.poll(() => checkout.total('Delivery'), settle).toMatch(/^\$\d+\.\d{2}$/);
    const charged = await checkout.total('Total to be charged');
    await expect.poll(() => checkout.payButton().isEnabled(), settle).toBe(true);
    expect(await blockingViolations(page)).toEqual([]);

    await checkout.payButton().click();
    await checkout.success().waitFor(settle);
    expect(await checkout.success().innerText()).toContain(`${charged} paid with the card ending in 4242. Your delivery is booked.`);
    await checkout.emptyCart().waitFor(settle);
    await expect.poll(() => cart.count(), settle).toBe(0);
    await signOut();

    await signInTo(`/invoices/${invoiceId}`, 'admin@demo.test');
    await invoicePage.ready();
    await invoicePage.paidStamp().waitFor(settle);
    const paid = await invoiceById(invoiceId);
    expect(paid).toMatchObject({ status: 'paid', payment_method: 'online', lastFourDigits: '4242' });
    const [booked] = (await apiGet<DeliveriesPageBody>(baseUrl, `/deliveries?search=${encodeURIComponent(directions)}`, adminToken)).data;
    expect(booked).toMatchObject({ delivered: false, directions, time: '1:00pm-3:00pm', date: deliveryDay(), orders: [order.id], user: { id: customerId } });
    expect(formatDollars(parseCents(booked!.total))).toBe(charged);
    const deliveries = new DeliveriesPage(page);
    await deliveries.open(baseUrl);
    await deliveries.search().fill(directions);
    await deliveries.entry(booked!).waitFor(settle);
    expect(await deliveries.entry(booked!).innerText()).toContain(directions);
  });

  it('a declined card shows the §8 error with the reason, and the invoice stays unpaid in the cart', async () => {
    await emptyCart();
    const invoice = await arrangeApprovedOnlineInvoice('Checkout e2e declined');
    const cart = await addFromPopup(invoice);
    await cart.checkout();
    const checkout = new CheckoutPage(page);
    await checkout.ready();
    await checkout.lines().first().waitFor();
    await checkout.fillCard(card('4000 0000 0000 0002'));
    await expect.poll(() => checkout.payButton().isEnabled(), settle).toBe(true);
    await checkout.payButton().click();
    await checkout.failure().waitFor(settle);
    const failure = await checkout.failure().innerText();
    expect(failure).toContain('There was an error with your transaction. Please check the form and try again, or contact a provider agent for further assistance.');
    expect(failure).toContain('The card was declined.');
    await expect.poll(() => checkout.payButton().isEnabled(), settle).toBe(true);
    expect(await checkout.success().count()).toBe(0);
    expect(await checkout.lines().count()).toBe(1);
    expect((await invoiceById(invoice.id)).status).toBe('approved');
    expect((await apiGet<Cart>(baseUrl, `/users/${customerId}/cart`, customerToken)).data.map((item) => item.id)).toEqual([invoice.id]);
  });

  // On a phone nothing may pass the right edge and every button is a thumb's size; on a desktop nothing may scroll sideways.
  const fits = async (width: number) =>
    width <= 576 ? phoneFitProblems(page) : { wide: (await page.evaluate(() => document.documentElement.scrollWidth)) > width ? ['the page scrolls sideways'] : [], small: [] };

  it.each([390, 1280])('checkout and the cart popup fit a %i px screen', async (width) => {
    await emptyCart();
    const invoice = await arrangeApprovedOnlineInvoice(`Checkout e2e ${width}`);
    await send('POST', `/users/${customerId}/cart`, customerToken, { invoice: invoice.id });
    await page.setViewportSize({ width, height: 844 });
    await signIn(customerEmail);
    const cart = new CartPopup(page);
    await cart.open();
    await cart.item(invoice.pseudo_id).waitFor(settle);
    await page.waitForLoadState('networkidle');
    // On a phone the cart slides in from the right edge; it is measured once it has arrived.
    await settleAnimations(page);
    await page.screenshot({ path: `tests/e2e/artifacts/cart-popup-${width}.png` });
    expect(await fits(width)).toEqual({ wide: [], small: [] });
    expect(await cart.overflowing()).toEqual([]);

    await cart.checkout();
    const checkout = new CheckoutPage(page);
    await checkout.ready();
    await checkout.lines().first().waitFor();
    await checkout.wantDelivery();
    await checkout.directions().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `tests/e2e/artifacts/checkout-${width}.png`, fullPage: true });
    expect(await fits(width)).toEqual({ wide: [], small: [] });
  });
});
