import { CardListPage } from './card-list-page';

export type NewWorker = { firstName: string; lastName: string; email: string; password: string; homePhone: string; mobilePhone: string };

/** /workers: search, cards with Edit and Retire, and the create dialog. */
export class WorkersPage extends CardListPage {
  async ready() {
    await this.page.getByRole('heading', { name: 'Workers', level: 2 }).waitFor();
    await this.cards().first().waitFor();
  }

  /** Opens the create dialog and fills it in; the account type is left at its default. */
  async fillNewWorker(worker: NewWorker) {
    await this.page.getByRole('button', { name: 'Create New Worker' }).click();
    await this.fillDialog({
      'First Name': worker.firstName,
      'Last Name': worker.lastName,
      Email: worker.email,
      'Home Phone': worker.homePhone,
      'Mobile Phone': worker.mobilePhone,
      Password: worker.password,
    });
  }

  async retire(fullName: string) {
    await this.card(fullName).getByRole('button', { name: 'Retire' }).click();
    await this.dialog().waitFor();
  }
}
