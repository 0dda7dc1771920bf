import type { Page } from 'playwright-core';

/** What a row is found by: the delivery's id and its customer's name. */
export type DeliveryRow = { id: number; user: { first_name: string; last_name: string } };

/** /deliveries: search, the deliveries table (cards on a phone) and the confirmation of a tick. */
export class DeliveriesPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/deliveries`);
    await this.ready();
  }

  async ready() {
    await this.page.getByRole('heading', { name: 'Deliveries', level: 2 }).waitFor();
  }

  search() {
    return this.page.getByRole('searchbox', { name: 'Search' });
  }

  list() {
    return this.page.getByRole('table', { name: 'Deliveries' }).or(this.page.getByRole('list', { name: 'Deliveries' }));
  }

  /** Rows of the table, or cards on a phone. */
  entries() {
    return this.list().locator('tbody tr, li');
  }

  /** The delivered box of one delivery. */
  box(delivery: DeliveryRow) {
    return this.page.getByRole('checkbox', { name: `Delivery #${delivery.id} for ${delivery.user.first_name} ${delivery.user.last_name} delivered` });
  }

  /** The row (or card) holding that delivery's box. */
  entry(delivery: DeliveryRow) {
    return this.entries().filter({ has: this.box(delivery) });
  }

  confirmation() {
    return this.page.getByRole('dialog', { name: 'Mark as delivered' });
  }

  async tick(delivery: DeliveryRow) {
    await this.box(delivery).click();
    await this.confirmation().getByRole('button', { name: 'Mark delivered' }).click();
  }

  savedNotice() {
    return this.page.getByText(/^Showing the deliveries saved on this device/);
  }
}
