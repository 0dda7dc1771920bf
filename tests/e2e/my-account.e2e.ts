import { describe, expect, it } from 'vitest';
import { userMessages } from '../../src/domain/users';
import { apiToken } from '../helpers/e2e/api';
import { createCustomer } from '../helpers/e2e/order-fixtures';
import { demoPassword } from '../helpers/e2e/pages/login-page';
import { MyAccountPage } from '../helpers/e2e/pages/my-account-page';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { baseUrl, desktop, page, signIn, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

/** The greeting exactly: 'Hi, Pat' must not match 'Hi, Patricia'. */
const greeting = (firstName: string) => page.getByText(`Hi, ${firstName}`, { exact: true });

const signInHome = async (email: string) => {
  await signIn(email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
};

describe('My Account', () => {
  // A customer of its own: the demo customer's name is read by files running beside this one.
  it('lets a personal customer change their phone and first name, and updates the greeting', async () => {
    const original = 'Pat';
    const customer = await createCustomer(baseUrl, original, 'Profile', 1);
    await signInHome(customer.email);
    await greeting(original).waitFor();
    await new ShellPage(page).openMyAccount();
    await page.waitForURL(`${baseUrl}/my-account`);
    const account = new MyAccountPage(page);
    await account.waitForForm();
    await expect(account.field('First Name').inputValue()).resolves.toBe(original);
    // Customers may not change their type, flag or special status, so the form does not offer them.
    await expect(account.field('Account Type').count()).resolves.toBe(0);

    const phone = `242-555-${String(Date.now()).slice(-4)}`;
    await account.fill('Mobile Phone', phone);
    await account.fill('First Name', 'Patricia');
    // Parcel and invoice mails off; receipts still come.
    const mailChoice = page.getByRole('switch', { name: /^Email me when my parcels arrive and my invoices are ready/ });
    await expect(mailChoice.isChecked()).resolves.toBe(true);
    await mailChoice.uncheck();
    await account.save();
    await account.snackbar(userMessages.profileUpdated).waitFor();
    await greeting('Patricia').waitFor();

    // The change is stored: a reload shows it.
    await page.reload();
    await account.waitForForm();
    await expect(account.field('Mobile Phone').inputValue()).resolves.toBe(phone);
    await greeting('Patricia').waitFor();
    await expect(mailChoice.isChecked()).resolves.toBe(false);

    await account.fill('First Name', original);
    await account.save();
    await greeting(original).waitFor();
    await expect(account.field('First Name').inputValue()).resolves.toBe(original);
  });

  it('shows the validation message once a required field is emptied, and keeps Save disabled', async () => {
    await signInHome('business@demo.test');
    await new ShellPage(page).openMyAccount();
    const account = new MyAccountPage(page);
    await account.waitForForm();
    await account.field('TIN').waitFor();
    await account.fill('Last Name', '');
    await page.getByText('Last Name is required').waitFor();
    await expect(page.getByRole('button', { name: 'Save Changes' }).isDisabled()).resolves.toBe(true);
  });

  it('asks staff for a mobile phone and offers no notes', async () => {
    await signInHome('worker@demo.test');
    await new ShellPage(page).openMyAccount();
    const account = new MyAccountPage(page);
    await account.waitForForm();
    await expect(account.field('Notes').count()).resolves.toBe(0);
    await expect(page.getByRole('switch').count()).resolves.toBe(0);
    await account.fill('Mobile Phone', '');
    await page.getByText('Mobile Phone is required').waitFor();
    await expect(page.getByRole('button', { name: 'Save Changes' }).isDisabled()).resolves.toBe(true);
  });

  it('asks for the current password before a new one is saved, keeps this session, and ends the others', async () => {
    const customer = await createCustomer(baseUrl, 'Cora', 'Current', 2);
    const elsewhere = await apiToken(baseUrl, customer.email);
    await signInHome(customer.email);
    await new ShellPage(page).openMyAccount();
    const account = new MyAccountPage(page);
    await account.waitForForm();

    await account.fill('New Password', 'coras-new-password');
    await account.save();
    await page.getByText(userMessages.currentPasswordRequired).first().waitFor();

    await account.fill('Current Password', 'not-my-password');
    await account.save();
    await page.getByText(userMessages.currentPasswordWrong).first().waitFor();

    await account.fill('Current Password', demoPassword);
    await account.save();
    await account.snackbar(userMessages.profileUpdated).waitFor();
    await expect(account.field('Current Password').inputValue()).resolves.toBe('');

    // This session goes on; the one signed in elsewhere before the change is over.
    await page.reload();
    await account.waitForForm();
    await expect(fetch(`${baseUrl}/api/users/${customer.id}`, { headers: { authorization: `Bearer ${elsewhere}` } }).then((r) => r.status)).resolves.toBe(401);
    await expect(apiToken(baseUrl, customer.email, 'coras-new-password')).resolves.toEqual(expect.any(String));
  });
});
