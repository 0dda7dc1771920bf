import type { Page } from 'playwright-core';
import { DialogPage } from './dialog-page';
import { field } from './field-label';

export type PrealertEntry = { 'Tracking number': string; Vendor: string; Description: string; 'Declared value': string };
export type InvoiceFile = { name: string; mimeType: string; buffer: Buffer };

/** /client/prealerts: a customer's prealerts, the New prealert dialog, and Withdraw. */
export class PrealertsPage extends DialogPage {
  constructor(page: Page) {
    super(page);
  }

  async ready() {
    await this.page.getByRole('heading', { name: 'Prealerts', level: 2 }).waitFor();
    await this.page.getByRole('button', { name: 'New prealert' }).waitFor();
  }

  async openNew() {
    await this.openDialog(this.page.getByRole('button', { name: 'New prealert' }), 'New prealert');
  }

  async fill(values: Partial<PrealertEntry>) {
    await this.fillDialog(values);
  }

  async chooseCourier(label: string) {
    await this.dialog().getByLabel(field('Courier')).and(this.page.locator('input')).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async attachInvoice(file: InvoiceFile) {
    await this.dialog().locator('input[type=file]').setInputFiles(file);
  }

  sendButton() {
    return this.submitButton('Send prealert');
  }

  /** The table row (or phone card) of a tracking number. */
  row(tracking: string) {
    return this.page.getByRole('row').or(this.page.getByRole('listitem')).filter({ hasText: tracking });
  }
}
