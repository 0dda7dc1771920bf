import type { Page } from 'playwright-core';

/** The top bar's cart: the icon with its count, and the popup (a drawer on a phone) it opens. */
export class CartPopup {
  constructor(private readonly page: Page) {}

  button() {
    return this.page.getByRole('button', { name: 'Cart', exact: true });
  }

  /** The count on the badge, read from the words the icon is described by; 0 when it shows none. */
  async count() {
    const id = await this.button().getAttribute('aria-describedby');
    if (id === null) return 0;
    return Number.parseInt((await this.page.locator(`[id="${id}"]`).textContent()) ?? '', 10);
  }

  dialog() {
    return this.page.getByRole('dialog', { name: 'Cart' });
  }

  async open() {
    await this.button().click();
    await this.dialog().waitFor();
  }

  /** The cart's invoices, each a list item. */
  items() {
    return this.dialog().getByRole('list', { name: 'Invoices in your cart' }).getByRole('listitem');
  }

  item(pseudoId: string) {
    return this.items().filter({ has: this.page.getByRole('link', { name: `Invoice #${pseudoId}`, exact: true }) });
  }

  /** An order for sale the viewer is buying: its line leads to Orders for sale, not to an invoice that is not theirs yet. */
  orderForSale(pseudoId: string) {
    return this.items().filter({ has: this.page.getByRole('link', { name: `For sale #${pseudoId}`, exact: true }) });
  }

  readyToPay() {
    return this.dialog().getByRole('region', { name: 'Ready to pay' });
  }

  addButton(pseudoId: string) {
    return this.readyToPay().getByRole('button', { name: `Add to cart: invoice #${pseudoId}` });
  }

  /** Controls of the popup that stick out past its right edge (none, when it fits its content). */
  async overflowing() {
    return this.dialog().evaluate((dialog) => {
      const edge = dialog.getBoundingClientRect().right;
      return [...dialog.querySelectorAll('a, button')].filter((control) => control.getBoundingClientRect().right > edge + 0.5).map((control) => control.textContent?.trim() ?? '');
    });
  }

  async checkout() {
    await this.dialog().getByRole('link', { name: 'Checkout' }).click();
  }
}
