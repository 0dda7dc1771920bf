import { describe, expect, it } from 'vitest';
import { builtScreens } from '../../src/app/screen-registry';
import { drawerFor, homeScreen, screens } from '../../src/domain/access';
import { messages } from '../../src/domain/auth';
import { snackbarTimeoutMs, type AccountType } from '../../src/domain/constants';
import { LoginPage } from '../helpers/e2e/pages/login-page';
import { apiDelete, apiPost, apiToken } from '../helpers/e2e/api';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { baseUrl, page, pathname, signIn, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession();

type DemoAccount = { email: string; first: string; account_type: AccountType; special: boolean };

/** The active demo accounts of the README. */
const activeAccounts: DemoAccount[] = [
  { email: 'admin@demo.test', first: 'Ava', account_type: 'admin', special: false },
  { email: 'worker@demo.test', first: 'Wes', account_type: 'worker', special: false },
  { email: 'workerv2@demo.test', first: 'Vera', account_type: 'worker-v2', special: false },
  { email: 'accounts@demo.test', first: 'Ace', account_type: 'accounts', special: false },
  { email: 'basic@demo.test', first: 'Bea', account_type: 'basic', special: false },
  { email: 'owner@demo.test', first: 'Olive', account_type: 'admin', special: true },
  { email: 'manager@demo.test', first: 'Max', account_type: 'worker', special: true },
  { email: 'personal@demo.test', first: 'Pat', account_type: 'personal', special: false },
  { email: 'business@demo.test', first: 'Bianca', account_type: 'business', special: false },
];

describe('signing in with each demo account', () => {
  it('lands staff on the orders list, accounts on the EOD report and customers on their dashboard', () => {
    const homes = Object.fromEntries(activeAccounts.map((account) => [account.email, screens[homeScreen(account)].path]));
    expect(homes).toMatchObject({
      'admin@demo.test': '/orders',
      'worker@demo.test': '/orders',
      'workerv2@demo.test': '/orders',
      'basic@demo.test': '/orders',
      'accounts@demo.test': '/reports/acc',
      'personal@demo.test': '/client/dashboard',
      'business@demo.test': '/client/dashboard',
    });
  });

  it.each(activeAccounts)('$email signs in, lands home and sees its own drawer and greeting', async (account) => {
    const shell = new ShellPage(page);
    await signIn(account.email);
    const home = screens[homeScreen(account)].path;
    await page.waitForURL((url) => url.pathname === home);
    await shell.greeting(account.first).waitFor();
    const expected = drawerFor(account, builtScreens).map((entry) => entry.label);
    // The shell is drawn at once with the greeting; a drawer with no entries is empty, so it is read as is.
    const shown = await shell.drawer().getByRole('link').allInnerTexts();
    expect(shown.map((label) => label.trim())).toEqual(expected);
    // Special users get their package stats once signed in (the other accounts' dialog tests are app tests).
    if (account.special) await shell.closePackageStats();
  });
});

describe('sign-in failures', () => {
  it('refuses the retired account with the same snackbar as a wrong password, and stays on the login screen', async () => {
    const login = await signIn('retired@demo.test');
    await login.snackbar(messages.loginFailed).waitFor();
    expect(pathname()).toBe('/login');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('retired@demo.test');
  });

  it('shows the snackbar for a wrong password for about 4 seconds', async () => {
    const login = new LoginPage(page);
    await login.open(baseUrl);
    await login.signIn('admin@demo.test', 'not-the-password');
    await login.snackbar(messages.loginFailed).waitFor();
    const shownAt = Date.now();
    await login.snackbar(messages.loginFailed).waitFor({ state: 'hidden', timeout: snackbarTimeoutMs + 4000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(snackbarTimeoutMs - 1000);
    expect(shownFor).toBeLessThan(snackbarTimeoutMs + 3000);
    expect(pathname()).toBe('/login');
  });
});

describe('the login form', () => {
  it('shows the validation messages once a field is touched, and keeps Login disabled until both are valid', async () => {
    const login = new LoginPage(page);
    await login.open(baseUrl);
    const button = page.getByRole('button', { name: 'Login' });
    expect(await page.getByText('E-mail is required').count()).toBe(0);
    expect(await button.isDisabled()).toBe(true);

    await page.getByLabel('Email').click();
    await page.getByLabel('Password', { exact: true }).click();
    await page.getByText('E-mail is required').waitFor();
    await page.getByLabel('Email').click();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Email').type('ava@');
    await page.getByText('Must be valid e-mail').waitFor();
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByText('Must be valid e-mail').waitFor({ state: 'detached' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).type('demo-password');
    await page.getByText('Password is required').waitFor({ state: 'detached' });
    expect(await button.isEnabled()).toBe(true);
  });

  it('links to registration and to the forgotten-password screen', async () => {
    const login = new LoginPage(page);
    await login.open(baseUrl);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname === '/registration');
    await page.getByLabel('First Name').waitFor();
    await login.open(baseUrl);
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL((url) => url.pathname === '/forget-password');
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
  });
});

describe('a session the server ends', () => {
  it('sends the user to sign in at their next request, with the screen they were on as the way back', async () => {
    const admin = await apiToken(baseUrl, 'admin@demo.test');
    const email = `rhea.${Date.now()}@example.test`;
    const password = 'rhea-password';
    const worker = await apiPost<{ id: number }>(baseUrl, '/workers', admin, { first_name: 'Rhea', last_name: 'Retired', email, password, home_phone: '242-555-0103', mobile_phone: '242-555-0104' });
    const login = new LoginPage(page);
    await login.open(baseUrl);
    await login.signIn(email, password);
    await new ShellPage(page).greeting('Rhea').waitFor();
    const home = pathname();
    // Retiring ends the worker's sessions at once: the page still holds a token the server no longer takes.
    await apiDelete(baseUrl, `/workers/${worker.id}`, admin);
    // The shell's own refreshes may ask first; opening the screen again surely asks.
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(home);
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });
});
