import type { Page } from 'playwright-core';

/** /packages-in: the tracking box and pending list, notes, Hold Packages, the 'Held shipments' table and its dialog. */
export class PackageInsPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/packages-in`);
    await this.ready();
  }

  async ready() {
    await this.page.getByRole('heading', { name: 'Packages In', level: 2 }).waitFor();
  }

  trackingBox() {
    return this.page.getByRole('textbox', { name: 'Tracking number' });
  }

  async addTracking(tracking: string) {
    await this.trackingBox().fill(tracking);
    await this.trackingBox().press('Enter');
  }

  pendingList() {
    return this.page.getByRole('list', { name: 'Pending packages' });
  }

  pending(tracking: string) {
    return this.pendingList().getByRole('button', { name: `Remove ${tracking}` });
  }

  notes() {
    return this.page.getByRole('textbox', { name: 'Notes' });
  }

  holdButton() {
    return this.page.getByRole('button', { name: 'Hold Packages' });
  }

  table() {
    return this.page.getByRole('table', { name: 'Held shipments' });
  }

  /** The row of a held entry, by the id in its first cell. */
  row(id: number | string) {
    return this.table()
      .locator('tbody tr')
      .filter({ has: this.page.locator('td:first-child', { hasText: new RegExp(`^${id}$`) }) });
  }

  async view(id: number) {
    await this.page.getByRole('button', { name: `View held shipment ${id}` }).click();
    await this.dialog().getByRole('heading', { name: `Held shipment ${id}` }).waitFor();
  }

  deleteButton(id: number) {
    return this.page.getByRole('button', { name: `Delete held shipment ${id}` });
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  heldPackage(tracking: string) {
    return this.dialog().getByRole('checkbox', { name: tracking });
  }

  confirmDialog() {
    return this.page.getByRole('dialog').filter({ has: this.page.getByRole('button', { name: 'Cancel' }) });
  }
}
