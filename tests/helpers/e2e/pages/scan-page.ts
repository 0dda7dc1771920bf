import type { Page } from 'playwright-core';
import { typeAsScanner } from '../wedge-keys';

/** /packages/scan: checkpoint, the 'Package codes' text area, the list of codes, Submit and the results. */
export class ScanPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/packages/scan`);
    await this.ready();
  }

  async ready() {
    await this.page.getByRole('heading', { name: 'Scan packages', level: 2 }).waitFor();
  }

  checkpoint() {
    return this.page.getByRole('combobox', { name: 'Checkpoint' });
  }

  async chooseCheckpoint(name: string) {
    await this.checkpoint().selectOption({ label: name });
  }

  codes() {
    return this.page.getByRole('textbox', { name: 'Package codes' });
  }

  /** A wedge scanner: a fast burst of keys and Enter, into whatever has focus. */
  async wedgeScan(code: string) {
    await typeAsScanner(this.page, code);
  }

  /** Takes focus off every field, as when the worker has only the scanner in hand. */
  async blurFields() {
    await this.page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  }

  codeList() {
    return this.page.getByRole('list', { name: 'Codes to submit' });
  }

  listedCode(code: string) {
    return this.codeList().getByRole('listitem').filter({ hasText: code });
  }

  count(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }

  results() {
    return this.page.getByRole('list', { name: 'Scan results' });
  }

  result(code: string) {
    return this.results().getByRole('listitem').filter({ hasText: code });
  }

  message(text: string) {
    return this.page.getByText(text, { exact: true });
  }
}
