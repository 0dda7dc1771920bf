import type { Page } from 'playwright-core';
import { DialogPage } from './dialog-page';
import { field } from './field-label';

export type CreditFields = { 'First Name': string; 'Last Name': string; Vendor: string; Description: string; Cost: string };

/** /credits: the CC payments list with its search, and the Add CC payment dialog. */
export class CreditsPage extends DialogPage {
  async ready() {
    await this.page.getByRole('heading', { name: 'CC Payments', level: 2 }).waitFor();
    await this.page.getByRole('button', { name: 'Add CC payment' }).waitFor();
  }

  async openAdd() {
    await this.openDialog(this.page.getByRole('button', { name: 'Add CC payment' }), 'Add CC payment');
  }

  async fill(values: Partial<CreditFields>) {
    await this.fillDialog(values);
  }

  /** Leaves a field without typing in it, as a person tabbing past it does. */
  async touch(label: keyof CreditFields) {
    await this.dialog().getByLabel(field(label)).focus();
    await this.dialog().getByLabel(field(label)).blur();
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(text);
  }

  /** The table row (or phone card) of a customer's payment. */
  row(name: string) {
    return this.page.getByRole('row').or(this.page.getByRole('listitem')).filter({ hasText: name });
  }
}

/** /credits/:id: the printable receipt. */
export class CreditReceiptPage {
  constructor(private readonly page: Page) {}

  async ready(id?: number) {
    await this.page.getByRole('heading', { name: id === undefined ? /^CC payment receipt #\d+$/ : `CC payment receipt #${id}` }).waitFor();
  }

  /** The receipt's lines as label and value, in order. */
  async lines() {
    const rows = this.page.getByRole('table', { name: 'Receipt' }).getByRole('row');
    const all: [string, string][] = [];
    for (const row of await rows.all()) all.push([(await row.getByRole('rowheader').innerText()).trim(), (await row.getByRole('cell').innerText()).trim()]);
    return all;
  }
}
