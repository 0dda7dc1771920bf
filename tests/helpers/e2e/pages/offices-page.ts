import type { Page } from 'playwright-core';

/** /offices: the table of office numbers with Edit and Delete per row, and the add/edit dialog. */
export class OfficesPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/offices`);
    await this.ready();
  }

  async ready() {
    await this.page.getByRole('heading', { name: 'Offices', level: 2 }).waitFor();
    await this.page.getByRole('table').waitFor();
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  numberField() {
    return this.dialog().getByRole('textbox', { name: 'Office Number', exact: true });
  }

  row(number: string) {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: number, exact: true }) });
  }

  async openAdd() {
    await this.page.getByRole('button', { name: 'Add Office' }).click();
    await this.dialog().getByRole('heading', { name: 'Add office' }).waitFor();
  }

  async openEdit(number: string) {
    await this.page.getByRole('button', { name: `Edit office ${number}`, exact: true }).click();
    await this.dialog().getByRole('heading', { name: 'Edit office' }).waitFor();
  }

  /** Picks a location from the select the way a person does: open it, click the option. */
  async chooseLocation(name: string) {
    await this.dialog().getByRole('combobox', { name: 'Location', exact: true }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async submit(label: 'Add' | 'Save') {
    await this.dialog().getByRole('button', { name: label, exact: true }).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }

  async delete(number: string) {
    await this.page.getByRole('button', { name: `Delete office ${number}`, exact: true }).click();
    await this.dialog().getByRole('button', { name: 'Delete', exact: true }).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }
}
