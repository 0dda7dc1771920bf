import type { Page } from 'playwright-core';
import { field } from './field-label';

export type NewCustomer = { firstName: string; lastName: string; email: string; password: string; mobilePhone?: string };

/** /customers: search, cards, Create New User, Edit, Orders and Flag/Unflag. */
export class CustomersPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/customers`);
    await this.heading().waitFor();
  }

  heading() {
    return this.page.getByRole('heading', { name: 'Customers', level: 2 });
  }

  createButton() {
    return this.page.getByRole('button', { name: 'Create New User' });
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

  async createCustomer(customer: NewCustomer) {
    await this.createButton().click();
    const dialog = this.dialog();
    await dialog.getByLabel(field('First Name')).fill(customer.firstName);
    await dialog.getByLabel(field('Last Name')).fill(customer.lastName);
    await dialog.getByLabel(field('Email')).fill(customer.email);
    if (customer.mobilePhone) await dialog.getByLabel(field('Mobile Phone')).fill(customer.mobilePhone);
    await dialog.getByLabel(field('Password')).fill(customer.password);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  async edit(fullName: string, changes: { lastName?: string; notes?: string }) {
    await this.card(fullName).getByRole('button', { name: 'Edit' }).click();
    const dialog = this.dialog();
    if (changes.lastName !== undefined) await dialog.getByLabel(field('Last Name')).fill(changes.lastName);
    if (changes.notes !== undefined) await dialog.getByLabel(field('Notes')).fill(changes.notes);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Clicks Flag or Unflag on the card; the confirmation dialog is left open for the test to read. */
  async toggleFlag(fullName: string, label: 'Flag' | 'Unflag') {
    await this.card(fullName).getByRole('button', { name: label, exact: true }).click();
    await this.dialog().waitFor();
  }

  async confirm(label: string) {
    await this.dialog().getByRole('button', { name: label, exact: true }).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }

  async openOrders(fullName: string) {
    await this.card(fullName).getByRole('button', { name: 'Orders' }).click();
    await this.dialog().waitFor();
  }

  /** The Orders dialog's links, one per listed order, in the order the dialog shows them. */
  orderLinks() {
    return this.dialog().getByRole('link', { name: /^Order #\d+$/ });
  }

  async listedOrderIds() {
    return (await this.orderLinks().allTextContents()).map((name) => Number(name.replace('Order #', '')));
  }

  orderLink(id: number) {
    return this.dialog().getByRole('link', { name: `Order #${id}`, exact: true });
  }

  /** One order's entry in the Orders dialog: its link's box, which also holds the status and the details line. */
  orderEntry(id: number) {
    return this.orderLink(id).locator('../..');
  }

  /** The Orders dialog's Previous and Next, not the customer list's behind it. */
  ordersPager(label: 'Previous' | 'Next') {
    return this.dialog().getByRole('button', { name: label, exact: true });
  }

  ordersPageSelect() {
    return this.dialog().getByRole('combobox', { name: 'Page' });
  }
}
