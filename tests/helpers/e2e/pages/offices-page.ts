import { DialogPage } from './dialog-page';

/** /offices: the table of office numbers with Edit and Delete per row, and the add/edit dialog. */
export class OfficesPage extends DialogPage {
  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/offices`);
    await this.ready();
  }

  async ready() {
    await this.page.getByRole('heading', { name: 'Offices', level: 2 }).waitFor();
    await this.page.getByRole('table').waitFor();
  }

  numberField() {
    return this.dialog().getByRole('textbox', { name: 'Office Number', exact: true });
  }

  row(number: string) {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: number, exact: true }) });
  }

  async openAdd() {
    await this.openDialog(this.page.getByRole('button', { name: 'Add Office' }), 'Add office');
  }

  async openEdit(number: string) {
    await this.openDialog(this.page.getByRole('button', { name: `Edit office ${number}`, exact: true }), 'Edit office');
  }

  /** Picks a location from the select the way a person does: open it, click the option. */
  async chooseLocation(name: string) {
    await this.dialog().getByRole('combobox', { name: 'Location', exact: true }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async delete(number: string) {
    await this.page.getByRole('button', { name: `Delete office ${number}`, exact: true }).click();
    await this.submit('Delete');
  }
}
