import type { Page } from 'playwright-core';

export type CheckpointFields = { name: string; email: string; address: string; phone: string };

export const checkpointLabels = { name: 'Name', email: 'E-mail', address: 'Address', phone: 'Phone Number' } as const;

/** /checkpoints: search, a card per checkpoint with Edit and Delete, and the add/edit dialog. */
export class CheckpointsPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/checkpoints`);
    await this.ready();
  }

  async ready() {
    await this.page.getByRole('heading', { name: 'Checkpoints', level: 2 }).waitFor();
    await this.page.getByRole('article').first().waitFor();
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  field(label: keyof typeof checkpointLabels) {
    return this.dialog().getByRole('textbox', { name: checkpointLabels[label], exact: true });
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

  card(name: string) {
    return this.page.getByRole('article', { name, exact: true });
  }

  async openAdd() {
    await this.page.getByRole('button', { name: 'Add Checkpoint' }).click();
    await this.dialog().getByRole('heading', { name: 'Add checkpoint' }).waitFor();
  }

  async openEdit(name: string) {
    await this.card(name).getByRole('button', { name: 'Edit' }).click();
    await this.dialog().getByRole('heading', { name: 'Edit checkpoint' }).waitFor();
  }

  async fill(fields: Partial<CheckpointFields>) {
    for (const [key, value] of Object.entries(fields) as [keyof CheckpointFields, string][]) await this.field(key).fill(value);
  }

  async submit(label: 'Add' | 'Save') {
    await this.submitButton(label).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }

  /** Clicks Delete on the card and answers the confirmation. */
  async delete(name: string) {
    await this.card(name).getByRole('button', { name: 'Delete' }).click();
    await this.dialog().getByRole('button', { name: 'Delete', exact: true }).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }
}
