import type { Page } from 'playwright-core';

/** /admin/incident: From, To and Search over the incorrect invoices, and the Re-check invoices box. */
export class IncidentPage {
  constructor(private readonly page: Page) {}

  async ready() {
    await this.page.getByRole('heading', { name: 'Incident Report', level: 2 }).waitFor();
    // The list has loaded once its range is in the From picker.
    await this.page.getByRole('button', { name: 'Search', exact: true }).waitFor();
  }

  /** The rows of an incorrect invoice in the desktop table: one a figure, the first holding its number. */
  incorrect(pseudoId: string) {
    const table = this.page.getByRole('table', { name: 'Incorrect invoices' });
    return table.locator('tbody').filter({ has: this.page.getByRole('link', { name: pseudoId, exact: true }) }).getByRole('row');
  }

  /** The Difference column of an incorrect invoice: processing, VAT total, grand total. */
  async differences(pseudoId: string) {
    const rows = this.incorrect(pseudoId);
    return Promise.all([0, 1, 2].map((i) => rows.nth(i).getByRole('cell').last().innerText()));
  }

  /** Types the ids into the Re-check box and sends them. */
  async recheck(ids: string) {
    await this.page.getByRole('textbox', { name: 'Invoice ids' }).fill(ids);
    await this.page.getByRole('button', { name: 'Re-check', exact: true }).click();
  }

  /** The re-checked invoice's card, by its number ('26-000123'). */
  result(pseudoId: string) {
    return this.page.getByRole('list', { name: 'Re-checked invoices' }).getByRole('listitem').filter({ hasText: `Invoice ${pseudoId}` });
  }

  notFound() {
    return this.page.getByText(/^Not found: /);
  }
}
