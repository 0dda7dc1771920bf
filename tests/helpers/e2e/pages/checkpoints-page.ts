import { RowListPage } from './row-list-page';

export type CheckpointFields = { name: string; email: string; address: string; phone: string };

export const checkpointLabels = { name: 'Name', email: 'E-mail', address: 'Address', phone: 'Phone Number' } as const;

/** /checkpoints: search, sort, a row per checkpoint with Edit and Delete behind its actions button, and the add/edit dialog. */
export class CheckpointsPage extends RowListPage {
  protected readonly listName = 'Checkpoints';

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/checkpoints`);
    await this.ready();
  }

  async ready() {
    await this.page.getByRole('heading', { name: 'Checkpoints', level: 2 }).waitFor();
    await this.rows().first().waitFor();
  }

  field(label: keyof typeof checkpointLabels) {
    return this.dialog().getByRole('textbox', { name: checkpointLabels[label], exact: true });
  }

  /** The dialog's Release point switch (its accessible name carries the description after the label). */
  releaseSwitch() {
    return this.dialog().getByRole('switch', { name: /^Release point/ });
  }

  async openAdd() {
    await this.openDialog(this.page.getByRole('button', { name: 'Add Checkpoint' }), 'Add checkpoint');
  }

  async openEdit(name: string) {
    await this.actionsButton(name).click();
    await this.openDialog(this.page.getByRole('menuitem', { name: 'Edit', exact: true }), 'Edit checkpoint');
  }

  async fill(fields: Partial<CheckpointFields>) {
    for (const [key, value] of Object.entries(fields) as [keyof CheckpointFields, string][]) await this.field(key).fill(value);
  }
}
