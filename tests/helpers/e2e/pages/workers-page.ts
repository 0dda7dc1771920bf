import type { Page } from 'playwright-core';
import { field } from './field-label';

export type NewWorker = { firstName: string; lastName: string; email: string; password: string; homePhone: string; mobilePhone: string };

/** /workers: search, cards with Edit and Retire, and the create dialog. */
export class WorkersPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/workers`);
    await this.page.getByRole('heading', { name: 'Workers', level: 2 }).waitFor();
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  async search(text: string) {
    await this.page.getByLabel(field('Search')).fill(text);
  }

  card(fullName: string) {
    return this.page.getByRole('article', { name: fullName, exact: true });
  }

  /** Opens the create dialog and fills it in; the account type is left at its default. */
  async fillNewWorker(worker: NewWorker) {
    await this.page.getByRole('button', { name: 'Create New Worker' }).click();
    const dialog = this.dialog();
    await dialog.getByLabel(field('First Name')).fill(worker.firstName);
    await dialog.getByLabel(field('Last Name')).fill(worker.lastName);
    await dialog.getByLabel(field('Email')).fill(worker.email);
    await dialog.getByLabel(field('Home Phone')).fill(worker.homePhone);
    await dialog.getByLabel(field('Mobile Phone')).fill(worker.mobilePhone);
    await dialog.getByLabel(field('Password')).fill(worker.password);
  }

  async submitNewWorker() {
    await this.dialog().getByRole('button', { name: 'Create Worker' }).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }

  async retire(fullName: string) {
    await this.card(fullName).getByRole('button', { name: 'Retire' }).click();
    await this.dialog().waitFor();
  }

  async confirm(label: string) {
    await this.dialog().getByRole('button', { name: label, exact: true }).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }
}
