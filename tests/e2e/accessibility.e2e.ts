import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { LoginPage } from './pages/login-page';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** Serious and critical axe findings only: those block people who use a screen reader or keyboard. */
const blockingViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};

const guestScreens = [
  ['login', '/login', 'Email'],
  ['registration', '/registration', 'First Name'],
  ['forgot password', '/forget-password', 'Email'],
  ['reset password', '/reset-password?token=abc', 'Password'],
] as const;

const adminScreens = [
  ['my account', '/my-account', 'First Name'],
  ['customers', '/customers', 'Search'],
  ['workers', '/workers', 'Search'],
  ['checkpoints', '/checkpoints', 'Search'],
  ['offices', '/offices', 'Offices'],
] as const;

describe('accessibility of each screen (axe-core)', () => {
  it.each(guestScreens)('%s has no serious or critical violations', async (_name, path, ready) => {
    // axe needs a page of an explicit context.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await page.getByText(ready).first().waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(adminScreens)('%s has no serious or critical violations', async (_name, path, ready) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open(baseUrl, path);
    await login.signIn('admin@demo.test');
    await page.waitForURL(`${baseUrl}${path}`);
    await page.getByText(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await blockingViolations(page)).toEqual([]);
    await context.close();
  });
});
