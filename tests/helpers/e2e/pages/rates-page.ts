import type { Page } from 'playwright-core';
import { field } from './field-label';

/** /rates (admin): the rates in force by group, each opening to its versions, and the Add version dialog. */
export class RatesPage {
  constructor(private readonly page: Page) {}

  async ready() {
    await this.page.getByRole('heading', { name: 'Rates', level: 2 }).waitFor();
    await this.group('Freight').waitFor();
  }

  group(title: string) {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** The entry of a group whose control starts with the title, e.g. 'Standard' under Freight. */
  entry(group: string, title: string) {
    return this.group(group).getByRole('button', { name: new RegExp(`^${title}\\b`) });
  }

  async expand(group: string, title: string) {
    const control = this.entry(group, title);
    if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  }

  /** One rate's history, e.g. 'Standard: Per lb'. */
  history(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The version of a history that mentions the text, e.g. its date 'Mar 1, 2099'. */
  row(history: string, text: string) {
    return this.history(history).getByRole('listitem').filter({ hasText: text });
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  async openAddVersion(history: string, title: string) {
    await this.history(history).getByRole('button', { name: 'Add version' }).click();
    await this.dialog().getByRole('heading', { name: title }).waitFor();
  }

  value() {
    return this.dialog().getByRole('textbox', { name: /^New value/ });
  }

  effectiveFrom() {
    return this.dialog().getByLabel(field('Effective from'));
  }

  submitButton() {
    return this.dialog().getByRole('button', { name: 'Add version', exact: true });
  }

  pastWarning() {
    return this.dialog().getByText('Invoices keep their old rate only if they are dated before', { exact: false });
  }

  confirmPast() {
    return this.dialog().getByRole('checkbox', { name: 'Apply from this past date' });
  }

  async remove(history: string, text: string) {
    await this.row(history, text).getByRole('button', { name: 'Remove' }).click();
    await this.dialog().getByRole('button', { name: 'Remove', exact: true }).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }
}
