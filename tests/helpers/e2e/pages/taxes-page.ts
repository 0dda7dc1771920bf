import type { Page } from 'playwright-core';
import { field } from './field-label';

export type TaxFields = { description: string; tariffCode: string; duty: string; levy: string };

const labels: Record<keyof TaxFields, RegExp> = {
  description: field('Description'),
  tariffCode: field('Tariff Code'),
  duty: field('Duty (%)'),
  // The levy's label names its unit: 'Levy (%)' or 'Levy ($ per unit)'.
  levy: /^Levy \(/,
};

/** /taxes (Duty & Tariffs): search, a card per category, and for admins the add/edit dialog and delete. */
export class TaxesPage {
  constructor(private readonly page: Page) {}

  async ready() {
    await this.page.getByRole('heading', { name: 'Duty & Tariffs', level: 2 }).waitFor();
    await this.page.getByRole('article').first().waitFor();
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  addButton() {
    return this.page.getByRole('button', { name: 'Add Category' });
  }

  field(name: keyof TaxFields) {
    return this.dialog().getByRole('textbox', { name: labels[name] });
  }

  submitButton(label: 'Add' | 'Save') {
    return this.dialog().getByRole('button', { name: label, exact: true });
  }

  async search(text: string) {
    await this.page.getByLabel('Search').fill(text);
  }

  cards() {
    return this.page.getByRole('article');
  }

  card(description: string) {
    return this.page.getByRole('article', { name: description, exact: true });
  }

  async openAdd() {
    await this.addButton().click();
    await this.dialog().getByRole('heading', { name: 'Add tariff category' }).waitFor();
  }

  async openEdit(description: string) {
    await this.card(description).getByRole('button', { name: 'Edit' }).click();
    await this.dialog().getByRole('heading', { name: 'Edit tariff category' }).waitFor();
  }

  async fill(fields: Partial<TaxFields>) {
    for (const [key, value] of Object.entries(fields) as [keyof TaxFields, string][]) await this.field(key).fill(value);
  }

  async chooseLevyKind(kind: 'Percent of value' | 'Dollars per unit') {
    await this.dialog().getByRole('radio', { name: kind }).check();
  }

  zeroRated() {
    return this.dialog().getByRole('checkbox', { name: /^Zero-rated/ });
  }

  async submit(label: 'Add' | 'Save') {
    await this.submitButton(label).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }

  /** Clicks Delete on the card and answers the confirmation. */
  async delete(description: string) {
    await this.card(description).getByRole('button', { name: 'Delete' }).click();
    await this.dialog().getByRole('button', { name: 'Delete', exact: true }).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }
}
