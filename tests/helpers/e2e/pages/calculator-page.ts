import type { Page } from 'playwright-core';
import { field } from './field-label';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Measures = { weight: string; length: string; width: string; height: string };

const measureLabels: Record<keyof Measures, string> = { weight: 'Weight (lb)', length: 'Length (in)', width: 'Width (in)', height: 'Height (in)' };

/** /calculator-v2, the public cost calculator: method, package, one to three items, and the breakdown. */
export class CalculatorPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/calculator-v2`);
    await this.page.getByRole('heading', { name: 'Cost Calculator' }).waitFor();
  }

  method() {
    return this.page.getByRole('combobox', { name: field('Shipping method') });
  }

  async openMethods() {
    await this.method().click();
  }

  option(name: string) {
    return this.page.getByRole('option', { name, exact: true });
  }

  async chooseMethod(name: string) {
    await this.openMethods();
    await this.option(name).click();
  }

  measure(name: keyof Measures) {
    return this.page.getByRole('textbox', { name: field(measureLabels[name]) });
  }

  /** Clicks the measure and types, as a person does: what the box held before is not cleared first. */
  async typeMeasure(name: keyof Measures, text: string) {
    await this.measure(name).click();
    await this.page.keyboard.type(text);
  }

  async setMeasures(measures: Partial<Measures>) {
    for (const [name, value] of Object.entries(measures) as [keyof Measures, string][]) await this.measure(name).fill(value);
  }

  items() {
    return this.page.getByRole('group', { name: /^Item \d$/ });
  }

  item(n: number) {
    return this.page.getByRole('group', { name: `Item ${n}`, exact: true });
  }

  /** Types the category's name into the searchable select and clicks the match (its duty and levy follow the name). */
  async chooseCategory(n: number, description: string) {
    await this.item(n).getByRole('combobox', { name: field('Tax category') }).fill(description);
    await this.page.getByRole('option', { name: new RegExp(`^${escapeRegExp(description)} Duty`) }).click();
  }

  price(n: number) {
    return this.item(n).getByRole('textbox', { name: field('Price ($)') });
  }

  addItemButton() {
    return this.page.getByRole('button', { name: 'Add item' });
  }

  removeButtons() {
    return this.page.getByRole('button', { name: /^Remove item \d$/ });
  }

  calculateButton() {
    return this.page.getByRole('button', { name: 'Calculate' });
  }

  /** The words a disabled Calculate points at (aria-describedby) to say why; null while it is enabled. */
  async calculateReason() {
    const id = await this.calculateButton().getAttribute('aria-describedby');
    return id === null ? null : this.page.locator(`[id="${id}"]`).innerText();
  }

  result() {
    return this.page.getByRole('region', { name: 'Estimated charges' });
  }

  /** The amount printed next to a line of the breakdown, e.g. 'Grand total' → '$123.45'. */
  async amount(line: string) {
    const row = this.result().getByText(line, { exact: true }).locator('..');
    return (await row.innerText()).replace(line, '').trim();
  }
}
