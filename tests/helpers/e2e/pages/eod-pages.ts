import type { Page } from 'playwright-core';
import { DialogPage } from './dialog-page';
import { field } from './field-label';

export type ReportFields = { 'Beginning Balance': string; 'Ending Balance': string; Notes: string };

/** An end-of-day list (/reports/eod, /reports/eodv2, /reports/acc) with its New Report dialog. */
export class EodReportsPage extends DialogPage {
  constructor(
    page: Page,
    private readonly title: string,
  ) {
    super(page);
  }

  async ready() {
    await this.page.getByRole('heading', { name: this.title, level: 2 }).waitFor();
    await this.page.getByRole('button', { name: 'New Report' }).waitFor();
  }

  async openNew() {
    await this.openDialog(this.page.getByRole('button', { name: 'New Report' }), 'New Report');
  }

  async fill(values: Partial<ReportFields>) {
    await this.fillDialog(values);
  }

  /** What the Date field shows ('Thu, Nov 26, 2026'). */
  async date() {
    return (await this.dialog().getByRole('button', { name: field('Date') }).innerText()).trim();
  }
}

/** An end-of-day detail: its groups of figures and the transactions table (cards on a phone). */
export class EodDetailPage {
  constructor(private readonly page: Page) {}

  async ready(title: string) {
    await this.page.getByRole('heading', { name: title, level: 2 }).waitFor();
  }

  /** A figure's value(s) in a group, as shown: 'Cash total' → '$1,610.40'; a fee → '$25.00 $2.50'. */
  async figure(group: string, label: string) {
    const row = this.page.getByRole('region', { name: group }).getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
    return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim()).join(' ');
  }

  /** The transactions table row (or phone card) of an invoice. */
  transaction(invoicePseudoId: string) {
    return this.page.getByRole('row').or(this.page.getByRole('listitem')).filter({ has: this.page.getByRole('link', { name: `Invoice #${invoicePseudoId}` }) });
  }
}
