import type { Locator, Page } from 'playwright-core';
import { field } from './field-label';

export type PackageEntry = {
  type?: 'Box' | 'Envelope';
  description: string;
  items: string;
  weight: string;
  length: string;
  width: string;
  height: string;
};

export type ItemEntry = { description: string; taxCategory: string; quantity: string; unitPrice: string; hazard?: boolean; fragile?: boolean };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The order create and edit form: /orders/create/new and /orders/:id/edit. */
export class OrderFormPage {
  constructor(private readonly page: Page) {}

  async ready(title: string) {
    await this.page.getByRole('heading', { name: title, level: 2 }).waitFor();
  }

  /** The input of that label; a select's option list carries the label too, so it is left out. */
  input(label: string, scope: Page | Locator = this.page) {
    return scope.getByLabel(field(label)).and(this.page.locator('input, textarea'));
  }

  option(name: string | RegExp) {
    return this.page.getByRole('option', { name, exact: typeof name === 'string' });
  }

  async choose(select: Locator, option: string | RegExp) {
    await select.click();
    await this.option(option).click();
  }

  /** Types into the searchable customer select and picks the first customer of that name once the search has run. */
  async chooseCustomer(name: string) {
    await this.input('Customer').fill(name);
    await this.option(new RegExp(`^${escapeRegExp(name)} · Dept #\\d+`)).first().click();
  }

  async chooseMethod(label: string) {
    await this.choose(this.input('Shipping method'), label);
  }

  /** The method options the select offers, by label. */
  async methodOptions() {
    await this.input('Shipping method').click();
    await this.option(/./).first().waitFor();
    const names = await this.page.getByRole('listbox').getByRole('option').allInnerTexts();
    await this.page.keyboard.press('Escape');
    return names.map((name) => name.trim());
  }

  radio(label: string) {
    return this.page.getByRole('radio', { name: label, exact: true });
  }

  package(n: number) {
    return this.page.getByRole('group', { name: `Package ${n}`, exact: true });
  }

  item(packageNo: number, n: number) {
    return this.package(packageNo).getByRole('group', { name: `Item ${n}`, exact: true });
  }

  /** Clicks the input and types, as a person does: what it held before is not cleared first. */
  async clickAndType(input: Locator, text: string) {
    await input.click();
    await this.page.keyboard.type(text);
  }

  async fillPackage(n: number, entry: PackageEntry) {
    const pkg = this.package(n);
    if (entry.type) await this.choose(this.input('Type', pkg), entry.type);
    await this.input('Package description', pkg).fill(entry.description);
    await this.input('Number of items', pkg).fill(entry.items);
    await this.input('Weight (lb)', pkg).fill(entry.weight);
    await this.input('Length (cm)', pkg).fill(entry.length);
    await this.input('Width (cm)', pkg).fill(entry.width);
    await this.input('Height (cm)', pkg).fill(entry.height);
  }

  async fillItem(packageNo: number, n: number, entry: ItemEntry) {
    const item = this.item(packageNo, n);
    await this.input('Item description', item).fill(entry.description);
    await this.input('Tax category', item).fill(entry.taxCategory);
    await this.option(new RegExp(`^${escapeRegExp(entry.taxCategory)}`)).first().click();
    await this.input('Quantity', item).fill(entry.quantity);
    await this.input('Unit price ($)', item).fill(entry.unitPrice);
    if (entry.hazard) await item.getByRole('checkbox', { name: 'Hazard' }).check();
    if (entry.fragile) await item.getByRole('checkbox', { name: 'Fragile' }).check();
  }

  async addPackage() {
    await this.page.getByRole('button', { name: 'Add package' }).click();
  }

  async addItem(packageNo: number) {
    await this.package(packageNo).getByRole('button', { name: 'Add item', exact: true }).click();
  }

  submitButton(label: 'Create Order' | 'Save Changes') {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  lowPriceWarning() {
    return this.page.getByText('If the Unit price is below $5 only a qualified Admin can generate the invoice.', { exact: true });
  }
}
