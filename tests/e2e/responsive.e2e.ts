import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../helpers/e2e/pages/login-page';
import { baseUrl, page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession();

const artifacts = 'tests/e2e/artifacts';
beforeAll(() => {
  mkdirSync(artifacts, { recursive: true });
});

const widths = [375, 1280] as const;
const screensToCheck = [
  ['login', '/login', null],
  ['customers', '/customers', 'admin@demo.test'],
  ['workers', '/workers', 'admin@demo.test'],
] as const;

describe('phone and desktop layouts', () => {
  for (const width of widths) {
    it.each(screensToCheck)(`%s fits ${width} px without sideways scrolling`, async (name, path, account) => {
      await page.setViewportSize({ width, height: 800 });
      if (account) await signInTo(path, account);
      else await new LoginPage(page).open(baseUrl);
      await page.waitForLoadState('networkidle');
      // Screenshots are kept for people to look at; the width check is what the test asserts.
      await page.screenshot({ path: `${artifacts}/${name}-${width}.png`, fullPage: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    });
  }
});
