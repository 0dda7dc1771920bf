import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/auth';
import { userMessages, type Worker } from '../../src/domain/users';
import { apiToken, listedToAdmin } from '../helpers/e2e/api';
import { field } from '../helpers/e2e/pages/field-label';
import { LoginPage } from '../helpers/e2e/pages/login-page';
import { WorkersPage } from '../helpers/e2e/pages/workers-page';
import { baseUrl, browser, desktop, page, signInToScreen, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const unique = `${Date.now().toString(36)}${process.pid}`;


describe('Workers', () => {
  it('creates a worker-v2, finds it, retires it, and the retired worker can no longer sign in', async () => {
    const { screen: workers } = await signInToScreen('/workers', WorkersPage);
    const email = `wren.${unique}@example.test`;
    const password = 'wren-password';
    const fullName = `Wren Worker${unique}`;
    await workers.fillNewWorker({ firstName: 'Wren', lastName: `Worker${unique}`, email, password, homePhone: '242-555-0101', mobilePhone: '242-555-0102' });
    await expect(workers.dialog().getByLabel(field('Account Type')).inputValue()).resolves.toBe('Worker V2');
    await workers.submit('Create Worker');

    await workers.search(`Worker${unique}`);
    const card = workers.card(fullName);
    await card.waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await card.getByText('Worker V2').waitFor();
    await card.getByText(email).waitFor();
    const data = await listedToAdmin<Worker>(baseUrl, `/workers?search=${encodeURIComponent(email)}`);
    expect(data).toEqual([expect.objectContaining({ email, account_type: 'worker-v2', retired_at: null })]);
    await card.getByText(`ID: ${data[0]!.id}`).waitFor();

    // The new worker can sign in before being retired.
    await expect(apiToken(baseUrl, email, password)).resolves.toEqual(expect.any(String));

    await workers.retire(fullName);
    await workers.dialog().getByText(userMessages.retireConfirm, { exact: true }).waitFor();
    await workers.submit('Retire');
    await card.getByText('Retired', { exact: true }).waitFor();
    await expect(card.getByRole('button', { name: 'Edit' }).isDisabled()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: 'Retire' }).isDisabled()).resolves.toBe(true);

    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      const login = new LoginPage(other);
      await login.open(baseUrl);
      await login.signIn(email, password);
      await login.snackbar(messages.loginFailed).waitFor();
      expect(other.url()).toContain('/login');
    } finally {
      await fresh.close();
    }
  });

  it('keeps Create Worker disabled until both phones are given', async () => {
    const { screen: workers } = await signInToScreen('/workers', WorkersPage);
    await workers.fillNewWorker({ firstName: 'Phil', lastName: `Phones${unique}`, email: `phil.${unique}@example.test`, password: 'phil-password', homePhone: '', mobilePhone: '242-555-0199' });
    const dialog = workers.dialog();
    await expect(dialog.getByRole('button', { name: 'Create Worker' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel(field('Home Phone')).fill('242-555-0198');
    await expect.poll(() => dialog.getByRole('button', { name: 'Create Worker' }).isDisabled()).toBe(false);
    await dialog.getByLabel(field('Mobile Phone')).fill('');
    await dialog.getByText('Mobile Phone is required').waitFor();
    await expect(dialog.getByRole('button', { name: 'Create Worker' }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('edits a worker: the new name shows on the card', async () => {
    const { screen: workers } = await signInToScreen('/workers', WorkersPage);
    await workers.fillNewWorker({ firstName: 'Eddie', lastName: `Edit${unique}`, email: `eddie.${unique}@example.test`, password: 'eddie-password', homePhone: '242-555-0111', mobilePhone: '242-555-0112' });
    await workers.submit('Create Worker');
    await workers.search(`Edit${unique}`);
    await workers.card(`Eddie Edit${unique}`).getByRole('button', { name: 'Edit' }).click();
    await workers.dialog().getByLabel(field('First Name')).fill('Edwina');
    await workers.dialog().getByRole('button', { name: 'Save Changes' }).click();
    await workers.dialog().waitFor({ state: 'hidden' });
    await workers.card(`Edwina Edit${unique}`).waitFor();
  });

  it('shows the demo retired worker with Edit and Retire disabled', async () => {
    const { screen: workers } = await signInToScreen('/workers', WorkersPage);
    await workers.search('retired@demo.test');
    const card = page.getByRole('article').first();
    await card.getByText('Retired', { exact: true }).waitFor();
    await expect(card.getByRole('button', { name: 'Edit' }).isDisabled()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: 'Retire' }).isDisabled()).resolves.toBe(true);
    await workers.search(`nobody-${unique}`);
    await page.getByText(`No workers match "nobody-${unique}".`).waitFor();
  });
});
