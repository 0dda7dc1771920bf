import type { Page } from 'playwright-core';

/** /invoices/:id: the invoice's lines, its Paid stamp, its action buttons and dialogs, and the floating menu. */
export class InvoicePage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, id: number) {
    await this.page.goto(`${baseUrl}/invoices/${id}`);
    await this.ready();
  }

  async ready() {
    await this.page.getByRole('heading', { name: /^Invoice #/, level: 2 }).waitFor();
  }

  async invoiceNumber() {
    return (await this.page.getByRole('heading', { name: /^Invoice #/, level: 2 }).innerText()).replace('Invoice #', '');
  }

  /** The amount of a line of the charges as shown, '$12.50'. */
  async amount(label: string) {
    const row = this.page.getByRole('table', { name: 'Invoice charges' }).getByRole('row', { name: new RegExp(`^${label} `) });
    return (await row.getByRole('cell').innerText()).trim();
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  paidStamp() {
    return this.page.getByRole('status', { name: 'Paid' });
  }

  /** Answers a dialog that asks for an invoice type: picks the type and submits. */
  async chooseType(dialogName: string | RegExp, type: string, submit: string) {
    const dialog = this.dialog(dialogName);
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: type }).check();
    await dialog.getByRole('button', { name: submit, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  async pay(type: string) {
    await this.button('Pay').click();
    await this.chooseType(/^Pay invoice #/, type, 'Pay');
  }

  /** Opens Fees, fills in a new row (the blank row an invoice without fees starts with, else an added one), and saves. */
  async addFee(name: string, amount: string) {
    await this.button('Fees').click();
    const dialog = this.dialog(/^Fees of invoice #/);
    await dialog.waitFor();
    const names = dialog.getByRole('textbox', { name: /^Name/ });
    if ((await names.last().inputValue()) !== '') await dialog.getByRole('button', { name: 'Add fee' }).click();
    await names.last().fill(name);
    await dialog.getByRole('textbox', { name: /^Amount/ }).last().fill(amount);
    await dialog.getByRole('button', { name: 'Save fees' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** The names of the floating menu's items, after opening it. */
  async menuItems() {
    await this.page.getByRole('button', { name: 'Invoice actions' }).click();
    const menu = this.page.getByRole('menu');
    await menu.waitFor();
    return (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  }
}
