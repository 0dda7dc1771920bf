import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/cart';
import { zInvoice } from '../../src/domain/invoices';
import { apiGet, apiPost, apiToken } from '../helpers/e2e/api';
import { blockingViolations, settleAnimations } from '../helpers/e2e/blocking-violations';
import { createCustomer, createOrder, uniqueTag, type TestCustomer } from '../helpers/e2e/order-fixtures';
import { smallPng } from '../helpers/server/multipart';
import { CartPopup } from '../helpers/e2e/pages/cart-popup';
import { LoginPage } from '../helpers/e2e/pages/login-page';
import { RetailPage } from '../helpers/e2e/pages/retail-page';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { baseUrl, desktop, page, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const settle = { timeout: 15_000 };
const tag = uniqueTag();
let buyer: TestCustomer;
let pseudoId: string;

/** A photo of the goods, uploaded as the order screen uploads images. */
const uploadPhoto = async (orderId: number, token: string) => {
  const form = new FormData();
  form.append('images', new Blob([smallPng()], { type: 'image/png' }), 'tent.png');
  const response = await fetch(`${baseUrl}/api/orders/${orderId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    body: form,
  });
  if (!response.ok) throw new Error(`uploading the photo failed: ${response.status} ${await response.text()}`);
};

/**
 * An order of a customer of this file's own, with a photo, invoiced and approved for sale by the
 * admin through the API, as the old orders report does; and another customer of its own to buy it.
 */
beforeAll(async () => {
  const admin = await apiToken(baseUrl, 'admin@demo.test');
  const owner = await createCustomer(baseUrl, 'Oscar', `Forsale${tag}`, 1);
  buyer = await createCustomer(baseUrl, 'Bella', `Buyer${tag}`, 2);
  const order = await createOrder(baseUrl, owner.id, [
    { description: `Camping gear ${tag}`, weight: 8, length: 50, width: 30, height: 30, items: [{ description: `Tent ${tag}`, unit_price: 120, quantity: 1 }] },
  ]);
  await uploadPhoto(order.id, admin);
  const { id } = await apiPost<{ id: number }>(baseUrl, `/invoices?orderID=${order.id}`, admin, {});
  await apiPost(baseUrl, `/orders/${order.id}/approve-for-sale`, admin, {});
  pseudoId = zInvoice.parse(await apiGet(baseUrl, `/invoices/${id}`, admin)).pseudo_id;
});

describe('Orders for sale', () => {
  it('takes a guest from Buy Now through sign-in back to the list, where the order goes into the cart, which opens with it', async () => {
    const retail = new RetailPage(page);
    await retail.open(baseUrl);
    await retail.card(pseudoId).getByText(`Tent ${tag}`).waitFor(settle);
    // The photo opens for a guest: the browser has loaded it from its link.
    const photo = retail.card(pseudoId).getByRole('img', { name: 'tent.png (opens in a new tab)' });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(2);
    await page.screenshot({ path: 'tests/e2e/artifacts/orders-for-sale-guest.png', fullPage: true });
    await retail.buyNow(pseudoId).click();
    await page.waitForURL(`${baseUrl}/login?redirect=%2Forders-for-sale`);

    await new LoginPage(page).signIn(buyer.email);
    await page.waitForURL(`${baseUrl}/orders-for-sale`, settle);
    await retail.addToCart(pseudoId).click();
    const cart = new CartPopup(page);
    await cart.dialog().waitFor(settle);
    await cart.orderForSale(pseudoId).waitFor(settle);
    expect(await cart.orderForSale(pseudoId).getByRole('link').getAttribute('href')).toBe('/orders-for-sale');
    await retail.alreadyInCart(pseudoId).waitFor(settle);
    await expect(retail.alreadyInCart(pseudoId).isDisabled()).resolves.toBe(true);
    await settleAnimations(page);
    // Signed in, the list is in the app's frame: the drawer, and the top bar whose cart the add opened.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.screenshot({ path: 'tests/e2e/artifacts/orders-for-sale-signed-in.png', fullPage: true });
    expect(await blockingViolations(page)).toEqual([]);

    const inCart = await apiGet<Cart>(baseUrl, `/users/${buyer.id}/cart`, await apiToken(baseUrl, buyer.email));
    // The buyer's cart names the buyer, and the line is paid online, by card.
    expect(inCart.data.map((item) => [item.pseudo_id, item.type, item.user.full_name])).toContainEqual([pseudoId, 'online', buyer.full_name]);
  });

  it('fits a 390 px phone for a guest: nothing wider than the screen, touch targets of 44 px, no blocking axe findings', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const retail = new RetailPage(page);
    await retail.open(baseUrl);
    await retail.buyNow(pseudoId).waitFor(settle);
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
    expect(await blockingViolations(page)).toEqual([]);
  });
});
