import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/auth';
import { userMessages } from '../../src/domain/users';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { ForgotPasswordPage } from '../helpers/e2e/pages/forgot-password-page';
import { LoginPage } from '../helpers/e2e/pages/login-page';
import { RegisterPage, type Registration } from '../helpers/e2e/pages/register-page';
import { ResetPasswordPage } from '../helpers/e2e/pages/reset-password-page';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { baseUrl, page, pathname, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession();

const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const customer: Registration = { firstName: 'Rhea', lastName: 'Recovery', email: `rhea.recovery.${unique}@example.test`, password: 'first-password-1' };
const newPassword = 'second-password-2';

type MailPage = { data: { to: string; subject: string; body: string }[] };

/** The reset mail is sent in the background after the answer, so it may take a moment to appear. */
const resetLinkFor = async (email: string) => {
  const token = await apiToken(baseUrl, 'admin@demo.test');
  for (let attempt = 0; attempt < 40; attempt++) {
    const mail = await apiGet<MailPage>(baseUrl, `/mail?page=1&to=${encodeURIComponent(email)}`, token);
    const message = mail.data.find((entry) => entry.to === email);
    const link = message?.body.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail for ${email}`);
};

/** The link names the server's public address; the test opens the same path on the address it serves. */
const onThisServer = (link: string) => {
  const url = new URL(link);
  return `${baseUrl}${url.pathname}${url.search}`;
};

describe('registering a customer account', () => {
  it('registers a personal customer through the form, who can then sign in', async () => {
    const register = new RegisterPage(page);
    await register.open(baseUrl);
    await expect.poll(() => register.select('Island').inputValue()).toBe('New Providence');
    await expect(register.select('Location').inputValue()).resolves.toBe('Harbor Bay');
    expect(await page.getByRole('radio', { name: 'Personal' }).isChecked()).toBe(true);
    expect(await register.field('TIN').count()).toBe(0);
    await register.chooseAccountType('Business');
    await register.field('TIN').waitFor();
    await register.chooseAccountType('Personal');
    await register.field('TIN').waitFor({ state: 'detached' });

    expect(await register.submitButton().isDisabled()).toBe(true);
    await register.fill(customer);
    await register.submit();
    await page.getByText(userMessages.registered).waitFor();
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await new LoginPage(page).signIn(customer.email, customer.password);
    await page.waitForURL((url) => url.pathname === '/client/dashboard');
    await new ShellPage(page).greeting(customer.firstName).waitFor();
  });

  it('refuses an email address that is already registered and says so on the field', async () => {
    const register = new RegisterPage(page);
    await register.open(baseUrl);
    await register.fill({ ...customer, firstName: 'Second' });
    await register.submit();
    await page.getByText(userMessages.registrationFailed).waitFor();
    await page.getByText(userMessages.emailTaken).waitFor();
    expect(pathname()).toBe('/registration');
  });
});

describe('resetting a forgotten password', () => {
  it('mails a link that sets a new password; the new one signs in and the old one no longer does', async () => {
    const login = new LoginPage(page);
    await login.open(baseUrl);
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await new ForgotPasswordPage(page).requestLink(customer.email);
    await page.getByText(messages.resetSent).waitFor();
    const link = onThisServer(await resetLinkFor(customer.email));

    const reset = new ResetPasswordPage(page);
    await reset.open(link);
    await reset.fill('something-else', newPassword);
    await page.getByText('Passwords must match').waitFor();
    expect(await reset.submitButton().isDisabled()).toBe(true);
    // Correcting the first field, not the confirmation, also clears the mismatch.
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByText('Passwords must match').waitFor({ state: 'detached' });
    await reset.submitButton().click();
    await page.getByText(messages.resetDone).waitFor();
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await login.signIn(customer.email, newPassword);
    await page.waitForURL((url) => url.pathname === '/client/dashboard');
    await new ShellPage(page).logout();
    await page.waitForURL((url) => url.pathname === '/login');
    await login.signIn(customer.email, customer.password);
    await login.snackbar(messages.loginFailed).waitFor();
    expect(pathname()).toBe('/login');

    // A used link is spent: the server's message explains, and a new link is offered.
    await reset.open(link);
    await reset.fill('third-password-3');
    await reset.submitButton().click();
    await page.getByText(messages.resetInvalid).waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL((url) => url.pathname === '/forget-password');
  });

  it('explains a reset link without its token and offers a new one', async () => {
    const reset = new ResetPasswordPage(page);
    await reset.open(`${baseUrl}/reset-password`);
    await page.getByText('This password reset link is incomplete', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL((url) => url.pathname === '/forget-password');
  });
});
