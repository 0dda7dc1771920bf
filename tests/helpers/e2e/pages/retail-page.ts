import type { Page } from 'playwright-core';

/** /orders-for-sale: the category filter, a card per order and each card's one button. */
export class RetailPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/orders-for-sale`);
    await this.ready();
  }

  async ready() {
    await this.page.getByRole('heading', { name: 'Orders for Sale', level: 2 }).waitFor();
    await this.page.getByRole('combobox', { name: 'Category' }).waitFor();
  }

  /** The card of the order whose invoice is pseudoId ('26-000123'). */
  card(pseudoId: string) {
    return this.page.getByRole('listitem', { name: `Order #${pseudoId}`, exact: true });
  }

  buyNow(pseudoId: string) {
    return this.card(pseudoId).getByRole('link', { name: `Buy Now: order #${pseudoId}` });
  }

  addToCart(pseudoId: string) {
    return this.card(pseudoId).getByRole('button', { name: `Add To Cart: order #${pseudoId}` });
  }

  alreadyInCart(pseudoId: string) {
    return this.card(pseudoId).getByRole('button', { name: `Already In Cart: order #${pseudoId}` });
  }
}
