import { CardListPage } from './card-list-page';

export type NewCustomer = { firstName: string; lastName: string; email: string; password: string; mobilePhone?: string };

/** /customers: search, cards, Create New User, Edit, Orders and Flag/Unflag. */
export class CustomersPage extends CardListPage {
  async ready() {
    await this.heading().waitFor();
  }

  heading() {
    return this.page.getByRole('heading', { name: 'Customers', level: 2 });
  }

  createButton() {
    return this.page.getByRole('button', { name: 'Create New User' });
  }

  async createCustomer(customer: NewCustomer) {
    await this.createButton().click();
    await this.fillDialog({
      'First Name': customer.firstName,
      'Last Name': customer.lastName,
      Email: customer.email,
      'Mobile Phone': customer.mobilePhone,
      Password: customer.password,
    });
    await this.submit('Create User');
  }

  async edit(fullName: string, changes: { lastName?: string; notes?: string }) {
    await this.card(fullName).getByRole('button', { name: 'Edit' }).click();
    await this.fillDialog({ 'Last Name': changes.lastName, Notes: changes.notes });
    await this.submit('Save Changes');
  }

  /** Clicks Flag or Unflag on the card; the confirmation dialog is left open for the test to read. */
  async toggleFlag(fullName: string, label: 'Flag' | 'Unflag') {
    await this.card(fullName).getByRole('button', { name: label, exact: true }).click();
    await this.dialog().waitFor();
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
