import { describe, expect, it } from 'vitest';
import { userMessages } from '../../src/domain/users';
import { field } from '../helpers/e2e/pages/field-label';
import { CustomersPage } from '../helpers/e2e/pages/customers-page';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { desktop, page, signInToScreen, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const unique = `${Date.now().toString(36)}${process.pid}`;


describe('Customers as admin', () => {
  it('creates a customer, finds it, edits it, and flags and unflags it', async () => {
    const { screen: customers } = await signInToScreen('/customers', CustomersPage, 'admin@demo.test');
    const first = 'Cora';
    const last = `Custo${unique}`;
    await customers.createCustomer({ firstName: first, lastName: last, email: `cora.${unique}@example.test`, password: 'cora-password' });
    await page.getByText(/was created with Dept # \d+\./).waitFor();

    await customers.search(last);
    const card = customers.card(`${first} ${last}`);
    await card.waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await expect(card.innerText()).resolves.toMatch(/Dept #: \d+/);
    await expect(card.innerText()).resolves.toContain(`cora.${unique}@example.test`);
    await expect(card.innerText()).resolves.toMatch(/Start date: [A-Z][a-z]{2} \d{1,2}, \d{4}/);

    const edited = `Edited${unique}`;
    await customers.edit(`${first} ${last}`, { lastName: edited, notes: 'Leaves parcels at the side door' });
    const editedCard = customers.card(`${first} ${edited}`);
    // The search still says the old surname, so look the customer up by the new one.
    await customers.search(edited);
    await editedCard.getByText('Leaves parcels at the side door').waitFor();
    await expect(editedCard.getByText(userMessages.flaggedBanner).count()).resolves.toBe(0);

    await customers.toggleFlag(`${first} ${edited}`, 'Flag');
    await customers.dialog().getByText(`Are you sure you want to flag ${first} ${edited} for possible invoice fraud?`, { exact: true }).waitFor();
    await customers.submit('Flag');
    await editedCard.getByText(userMessages.flaggedBanner, { exact: true }).waitFor();
    await editedCard.getByRole('button', { name: 'Unflag', exact: true }).waitFor();

    await customers.toggleFlag(`${first} ${edited}`, 'Unflag');
    await customers.submit('Unflag');
    await editedCard.getByRole('button', { name: 'Flag', exact: true }).waitFor();
    await expect(editedCard.getByText(userMessages.flaggedBanner).count()).resolves.toBe(0);
  });

  it('keeps Create User disabled until the required fields are valid, and shows the messages once touched', async () => {
    const { screen: customers } = await signInToScreen('/customers', CustomersPage, 'admin@demo.test');
    await customers.createButton().click();
    const dialog = customers.dialog();
    const submit = dialog.getByRole('button', { name: 'Create User' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await expect(dialog.getByText('First Name is required').count()).resolves.toBe(0);
    await dialog.getByLabel(field('Email')).fill('not-an-email');
    await dialog.getByLabel(field('First Name')).click();
    await dialog.getByText('Must be valid e-mail').waitFor();
    await dialog.getByLabel(field('First Name')).fill('Temp');
    await dialog.getByLabel(field('First Name')).fill('');
    await dialog.getByText('First Name is required').waitFor();
    await expect(submit.isDisabled()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('pages through the customers twelve at a time, and says when nothing matches', async () => {
    const { screen: customers } = await signInToScreen('/customers', CustomersPage, 'admin@demo.test');
    await page.getByRole('article').first().waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(12);
    const firstPage = await page.getByRole('article').first().getAttribute('aria-label');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Page' }).waitFor();
    await expect.poll(() => page.getByRole('article').first().getAttribute('aria-label')).not.toBe(firstPage);
    await expect(page.getByRole('combobox', { name: 'Page' }).inputValue()).resolves.toBe('Page #2');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => page.getByRole('article').first().getAttribute('aria-label')).toBe(firstPage);

    await customers.search(`nobody-${unique}`);
    await page.getByText(`No customers match "nobody-${unique}".`).waitFor();
  });

  it('opens the Orders dialog of a customer without orders, which says so and offers no paging', async () => {
    const { screen: customers } = await signInToScreen('/customers', CustomersPage, 'admin@demo.test');
    const name = `Olga Orders${unique}`;
    await customers.createCustomer({ firstName: 'Olga', lastName: `Orders${unique}`, email: `olga.${unique}@example.test`, password: 'olga-password' });
    await customers.search(`Orders${unique}`);
    await customers.card(name).waitFor();
    await customers.openOrders(name);
    const dialog = customers.dialog();
    await dialog.getByText(`Orders of ${name}`).waitFor();
    await dialog.getByText('This customer has no orders yet.', { exact: true }).waitFor();
    await expect(customers.orderLinks().count()).resolves.toBe(0);
    await expect(customers.ordersPager('Next').count()).resolves.toBe(0);
  });
});

describe('Customers as worker', () => {
  it('lists and searches customers but offers neither Create New User nor Edit', async () => {
    const { screen: customers } = await signInToScreen('/customers', CustomersPage, 'worker@demo.test');
    await page.getByRole('article').first().waitFor();
    await expect(customers.createButton().count()).resolves.toBe(0);
    await customers.search('personal@demo.test');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    const card = page.getByRole('article').first();
    await expect(card.getByRole('button', { name: 'Edit' }).count()).resolves.toBe(0);
    await card.getByRole('button', { name: 'Orders' }).waitFor();
    await card.getByRole('button', { name: /^(Flag|Unflag)$/ }).waitFor();
    await expect(new ShellPage(page).drawerEntries()).resolves.toContain('Customers');
  });
});
