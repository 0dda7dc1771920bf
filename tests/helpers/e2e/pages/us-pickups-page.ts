import { RowListPage } from './row-list-page';

export type PickupFields = { name: string; address: string; phone: string; email: string };

const pickupLabels: Record<keyof PickupFields, string> = { name: 'Name', address: 'Address', phone: 'Phone Number', email: 'E-mail' };

/** /us-pickups: search, a row per pickup with its Edit button (no delete), and the add/edit dialog. */
export class UsPickupsPage extends RowListPage {
  protected readonly listName = 'US pickups';

  async ready() {
    await this.page.getByRole('heading', { name: 'US Pickups', level: 2 }).waitFor();
    await this.rows().first().waitFor();
  }

  field(label: keyof PickupFields) {
    return this.dialog().getByRole('textbox', { name: new RegExp(`^${pickupLabels[label]}( \\*)?$`) });
  }

  async fill(fields: Partial<PickupFields>) {
    for (const [key, value] of Object.entries(fields) as [keyof PickupFields, string][]) await this.field(key).fill(value);
  }

  async openAdd() {
    await this.openDialog(this.page.getByRole('button', { name: 'Add Pickup' }), 'Add US pickup');
  }

  editButton(name: string) {
    return this.row(name).getByRole('button', { name: `Edit ${name}`, exact: true });
  }

  async openEdit(name: string) {
    await this.openDialog(this.editButton(name), 'Edit US pickup');
  }
}
