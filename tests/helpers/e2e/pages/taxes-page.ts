import { field } from './field-label';
import { RowListPage } from './row-list-page';

export type TaxFields = { description: string; tariffCode: string; duty: string; levy: string };

const labels: Record<keyof TaxFields, RegExp> = {
  description: field('Description'),
  tariffCode: field('Tariff Code'),
  duty: field('Duty (%)'),
  // The levy's label names its unit: 'Levy (%)' or 'Levy ($ per unit)'.
  levy: /^Levy \(/,
};

/** /taxes (Duty & Tariffs): search, sort, a row per category, and for admins the add/edit dialog and each row's actions. */
export class TaxesPage extends RowListPage {
  protected readonly listName = 'Tariff categories';

  async ready() {
    await this.page.getByRole('heading', { name: 'Duty & Tariffs', level: 2 }).waitFor();
    await this.rows().first().waitFor();
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
    await this.actionsButton(description).click();
    await this.openDialog(this.page.getByRole('menuitem', { name: 'Edit', exact: true }), 'Edit tariff category');
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
