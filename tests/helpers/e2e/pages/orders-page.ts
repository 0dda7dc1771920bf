import type { Page } from 'playwright-core';
import { field } from './field-label';

/** /orders: search, filters, the orders table with its added-to-sheet boxes, and Previous/Next. */
export class OrdersPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/orders`);
    await this.heading().waitFor();
  }

  heading() {
    return this.page.getByRole('heading', { name: 'Orders', level: 2 });
  }

  searchBox() {
    return this.page.getByRole('searchbox', { name: field('Search') });
  }

  async search(text: string) {
    await this.searchBox().fill(text);
  }

  table() {
    return this.page.getByRole('table');
  }

  /** The row whose Order # link is this id. */
  row(id: number) {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name: String(id), exact: true }) });
  }

  sheetBox(id: number) {
    return this.page.getByRole('checkbox', { name: `Order ${id} added to sheet` });
  }

  createButton() {
    return this.page.getByRole('button', { name: 'Create Order' });
  }

  clearButton() {
    return this.page.getByRole('button', { name: 'Clear' });
  }

  filter(label: 'Shipping method' | 'Customer location' | 'Checkpoint status') {
    return this.page.getByRole('combobox', { name: field(label) });
  }

  async chooseFilter(label: 'Shipping method' | 'Customer location' | 'Checkpoint status', option: string) {
    await this.filter(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
