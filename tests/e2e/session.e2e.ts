import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../src/domain/auth';
import { messages } from '../../src/domain/auth';
import { demoPassword, LoginPage } from '../helpers/e2e/pages/login-page';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { baseUrl, context, page, signIn, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession();

const atPath = (path: string, search?: string) => (url: URL) => url.pathname === path && (search === undefined || url.search === search);
const redirectTo = (path: string) => `?redirect=${encodeURIComponent(path)}`;

const adminUser = async (): Promise<AuthUser> => {
  const response = await fetch(`${baseUrl}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: demoPassword }),
  });
  return ((await response.json()) as { user: AuthUser }).user;
};

describe('the idle timeout', () => {
  it('expires the session after the idle time; moving the mouse does not bring it back, and Login ends it', async () => {
    await context.addInitScript(() => localStorage.setItem('freight.idleTimeoutMs', '1500'));
    await signIn('worker@demo.test');
    await page.waitForURL(atPath('/orders'));

    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.sessionExpired).waitFor({ timeout: 5000 });
    await page.mouse.move(200, 200);
    await page.mouse.move(400, 300, { steps: 5 });
    await page.waitForTimeout(2000);
    expect(await dialog.getByText(messages.sessionExpired).isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(atPath('/login'));
    await page.goto(`${baseUrl}/orders`);
    await page.waitForURL(atPath('/login', redirectTo('/orders')));
  });
});

describe('tokens the server refuses', () => {
  it('sends a forged token to sign in, and back to the page afterwards', async () => {
    const user = await adminUser();
    // Seeded once per tab, so the real sign-in later is not overwritten on the next navigation.
    await context.addInitScript(
      ({ userJson }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('freight.token', 'forged.token.value');
        localStorage.setItem('freight.user', userJson);
      },
      { userJson: JSON.stringify(user) },
    );
    await page.goto(`${baseUrl}/customers`);
    await page.waitForURL(atPath('/login', redirectTo('/customers')));

    await new LoginPage(page).signIn('admin@demo.test');
    await page.waitForURL(atPath('/customers'));
    await new ShellPage(page).greeting(user.first_name).waitFor();
  });
});

describe('route guards', () => {
  it('sends a guest from a protected page to sign in, and there afterwards', async () => {
    await page.goto(`${baseUrl}/workers`);
    await page.waitForURL(atPath('/login', redirectTo('/workers')));
    await new LoginPage(page).signIn('admin@demo.test');
    await page.waitForURL(atPath('/workers'));
  });

  it('sends a signed-in user away from the login screen: home, or the redirect value', async () => {
    await signIn('worker@demo.test');
    await page.waitForURL(atPath('/orders'));

    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(atPath('/orders'));
    await page.goto(`${baseUrl}/login${redirectTo('/customers')}`);
    await page.waitForURL(atPath('/customers'));
  });

  it('ignores a redirect value that leaves the site', async () => {
    await signIn('personal@demo.test', '//example.com/phish');
    await page.waitForURL(atPath('/client/dashboard'));
    expect(new URL(page.url()).origin).toBe(baseUrl);
  });
});

describe('logging out', () => {
  it('clears the session from the top bar', async () => {
    const shell = new ShellPage(page);
    await signIn('admin@demo.test');
    await page.waitForURL(atPath('/orders'));
    await shell.logout();
    await page.waitForURL(atPath('/login'));
    await page.goto(`${baseUrl}/workers`);
    await page.waitForURL(atPath('/login', redirectTo('/workers')));
    await page.reload();
    await page.getByLabel('Email').waitFor();
    expect(await shell.drawer().count()).toBe(0);
  });
});
