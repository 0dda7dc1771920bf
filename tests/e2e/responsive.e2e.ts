import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { LoginPage } from './pages/login-page';

const baseUrl = inject('baseUrl');
const artifacts = 'tests/e2e/artifacts';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(artifacts, { recursive: true });
});
afterAll(async () => browser.close());

const widths = [375, 1280] as const;
const screensToCheck = [
  ['login', '/login', null],
  ['customers', '/customers', 'admin@demo.test'],
  ['workers', '/workers', 'admin@demo.test'],
] as const;

describe('phone and desktop layouts', () => {
  for (const width of widths) {
    it.each(screensToCheck)(`%s fits ${width} px without sideways scrolling`, async (name, path, account) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const login = new LoginPage(page);
      await login.open(baseUrl, account ? path : undefined);
      if (account) {
        await login.signIn(account);
        await page.waitForURL(`${baseUrl}${path}`);
      }
      await page.waitForLoadState('networkidle');
      // Screenshots are kept for people to look at; the width check is what the test asserts.
      await page.screenshot({ path: `${artifacts}/${name}-${width}.png`, fullPage: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await context.close();
    });
  }
});
