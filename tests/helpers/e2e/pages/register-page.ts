import type { Page } from 'playwright-core';
import { field } from './field-label';

export type Registration = { firstName: string; lastName: string; email: string; password: string };

/** The customer registration form at /registration. */
export class RegisterPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/registration`);
    await this.field('First Name').waitFor();
  }

  field(label: string) {
    return this.page.getByLabel(field(label));
  }

  /** Island and Location: the input of the select, which holds the chosen name. */
  select(label: string) {
    return this.page.getByRole('combobox', { name: field(label) });
  }

  async chooseAccountType(label: 'Personal' | 'Business') {
    await this.page.getByRole('radio', { name: label }).check();
  }

  async fill(person: Registration) {
    await this.field('First Name').fill(person.firstName);
    await this.field('Last Name').fill(person.lastName);
    await this.field('Email').fill(person.email);
    await this.field('Password').fill(person.password);
  }

  submitButton() {
    return this.page.getByRole('button', { name: 'Create Account' });
  }

  async submit() {
    await this.submitButton().click();
  }
}
