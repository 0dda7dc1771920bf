import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** The reports hub (/reports): a button per report and the New and Edited Orders dialog. */
export class ReportsHubPage {
  constructor(private readonly page: Page) {}

  async ready() {
    await this.page.getByRole('heading', { name: 'Reports', exact: true }).waitFor();
  }

  async open(report: string) {
    await this.page.getByRole('link', { name: report, exact: true }).click();
  }

  dialog() {
    return this.page.getByRole('dialog', { name: 'New and Edited Orders' });
  }

  /** Opens the dialog on today, presses Submit, and reads the two counts shown. */
  async countTodaysOrders() {
    await this.page.getByRole('button', { name: 'New and Edited Orders' }).click();
    await this.dialog().getByRole('button', { name: 'Submit' }).click();
    const counts = this.dialog().getByRole('status');
    await counts.waitFor();
    const figure = async (label: string) => Number((await counts.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').innerText()).replace(/,/g, ''));
    return { created: await figure('New orders'), edited: await figure('Edited orders') };
  }
}

/** A paged report screen: its table, its count, and its CSV as the browser saves it. */
export class ReportPage {
  constructor(private readonly page: Page) {}

  async ready(title: string) {
    await this.page.getByRole('heading', { name: title }).waitFor();
  }

  table(name: string) {
    return this.page.getByRole('table', { name });
  }

  /** The text of one column of the table's rows, as shown. */
  async column(name: string, index: number) {
    await this.table(name).locator('tbody tr').first().waitFor();
    return this.table(name).locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
  }

  /** The count above the rows: '123 unpaid invoices' as 123. */
  async count(noun: string) {
    const text = await this.page.getByRole('status').filter({ hasText: noun }).innerText();
    return Number(text.split(' ')[0]!.replace(/,/g, ''));
  }

  /** Presses Download CSV and answers the saved file's name and lines (without the final line break). */
  async downloadCsv() {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: 'Download CSV' }).click()]);
    const text = await readFile(await download.path(), 'utf8');
    return { name: download.suggestedFilename(), lines: text.split('\r\n').slice(0, -1) };
  }
}
