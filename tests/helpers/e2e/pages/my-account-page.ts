import type { Page } from 'playwright-core';
import { field } from './field-label';

/** /my-account: the signed-in user's profile form. */
export class MyAccountPage {
  constructor(private readonly page: Page) {}

  async waitForForm() {
    await this.page.getByRole('heading', { name: 'My Account' }).waitFor();
    await this.page.getByLabel(field('First Name')).waitFor();
  }

  field(label: string) {
    return this.page.getByLabel(field(label));
  }

  async fill(label: string, value: string) {
    await this.field(label).fill(value);
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save Changes' }).click();
  }

  snackbar(text: string) {
    return this.page.getByText(text, { exact: true });
  }
}
