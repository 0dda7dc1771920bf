import type { Page } from 'playwright-core';
import { DialogPage } from './dialog-page';
import { field } from './field-label';

/** /client/dashboard: the customer's US address with its suffix lines, the Invoices and Order History tabs. */
export class ClientDashboardPage {
  constructor(private readonly page: Page) {}

  async ready() {
    await this.page.getByRole('heading', { name: 'Dashboard', level: 2 }).waitFor();
    await this.addressCard().getByRole('list', { name: 'Address lines by delivery speed' }).waitFor();
  }

  addressCard() {
    return this.page.getByRole('region', { name: 'Your US shipping address' });
  }

  /** The full street line of one suffix letter (N, S, X or C), with its Copy button. */
  suffixLine(letter: string) {
    return this.addressCard().locator(`li[data-suffix="${letter}"]`);
  }

  copyButton(letter: string) {
    return this.suffixLine(letter).getByRole('button', { name: /^Cop(y|ied)$/ });
  }

  async openTab(name: 'Invoices' | 'Order History') {
    await this.page.getByRole('tab', { name }).click();
  }

  invoiceSection(name: 'Approved' | 'Paid') {
    return this.page.getByRole('region', { name, exact: true });
  }

  invoiceLink(pseudoId: string) {
    return this.page.getByRole('link', { name: `Invoice #${pseudoId}`, exact: true });
  }

  /** An order of the Order History, by its number. */
  order(id: number) {
    return this.page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').filter({ has: this.page.getByRole('link', { name: `Order #${id}`, exact: true }) });
  }

  package(barcode: string) {
    return this.page.getByRole('listitem', { name: `Package ${barcode}` });
  }
}

/** The Miami warehouse address card on /offices, with its Edit dialog. */
export class UsAddressCard extends DialogPage {
  card() {
    return this.page.getByRole('region', { name: 'Miami warehouse address' });
  }

  async edit(values: Partial<Record<'Street' | 'City' | 'State' | 'ZIP code' | 'Phone', string>>) {
    await this.openDialog(this.card().getByRole('button', { name: 'Edit' }), 'Edit Miami warehouse address');
    for (const [label, value] of Object.entries(values)) await this.dialog().getByRole('textbox', { name: field(label) }).fill(value);
    await this.submit('Save');
  }
}
