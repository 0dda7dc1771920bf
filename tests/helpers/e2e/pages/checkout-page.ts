import type { Page } from 'playwright-core';

export type Card = { name: string; number: string; exp: string; cvv: string };

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** /checkout: the cart with its totals, the delivery option, the card form and Pay, or the staff Pay button. */
export class CheckoutPage {
  constructor(private readonly page: Page) {}

  async ready() {
    await this.page.getByRole('heading', { name: 'Checkout', level: 2 }).waitFor();
  }

  lines() {
    return this.page.getByRole('table', { name: 'Invoices to pay' }).locator('tbody tr');
  }

  /** The amount on a line of the totals, e.g. 'Total to be charged' → '$142.95'. */
  async total(label: string) {
    const row = this.page.getByRole('group', { name: 'Totals' }).locator(':scope > div').filter({ has: this.page.getByText(label, { exact: true }) });
    return (await row.locator('p').last().innerText()).trim();
  }

  /** Switches the delivery on; the switch's input spans its label, so a tap on the words lands on it. */
  async wantDelivery() {
    await this.page.getByRole('switch', { name: /^I want my packages delivered/ }).click();
  }

  /** Picks a day, 'YYYY-MM-DD', in the calendar, turning to the next month when it is not shown. */
  async chooseDay(day: string) {
    await this.page.getByRole('button', { name: /^Date/ }).click();
    const button = this.page.getByRole('button', { name: dayLabel.format(new Date(`${day}T00:00:00Z`)), exact: true });
    if (!(await button.isVisible())) await this.page.getByRole('button', { name: 'Next month' }).click();
    await button.click();
  }

  async chooseTime(window: string) {
    await this.page.getByRole('combobox', { name: /^Time/ }).click();
    await this.page.getByRole('option', { name: window, exact: true }).click();
  }

  directions() {
    return this.page.getByRole('textbox', { name: /^Directions/ });
  }

  field(label: string) {
    return this.page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`) });
  }

  async fillCard(card: Card) {
    await this.field('Name on card').fill(card.name);
    await this.field('Card number').fill(card.number);
    await this.field('Expiry').fill(card.exp);
    await this.field('CVV').fill(card.cvv);
  }

  payButton() {
    return this.page.getByRole('button', { name: 'Pay', exact: true });
  }

  /** The success message's alert, once paid. */
  success() {
    return this.page.getByRole('status').filter({ hasText: 'Your transaction was successfully processed.' });
  }

  failure() {
    return this.page.getByRole('alert').filter({ hasText: 'There was an error with your transaction.' });
  }

  emptyCart() {
    return this.page.getByText('Your cart is currently empty.', { exact: true });
  }
}
