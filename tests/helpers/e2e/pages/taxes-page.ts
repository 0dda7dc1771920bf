import { CardListPage } from './card-list-page';
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
export class TaxesPage extends CardListPage {
  async ready() {
    await this.page.getByRole('heading', { name: 'Duty & Tariffs', level: 2 }).waitFor();
    await this.cards().first().waitFor();
  }

  addButton() {
    return this.page.getByRole('button', { name: 'Add Category' });
  }

  field(name: keyof TaxFields) {
    return this.dialog().getByRole('textbox', { name: labels[name] });
  }

  async openAdd() {
    await this.openDialog(this.addButton(), 'Add tariff category');
  }

  async openEdit(description: string) {
    await this.openDialog(this.card(description).getByRole('button', { name: 'Edit' }), 'Edit tariff category');
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
}
