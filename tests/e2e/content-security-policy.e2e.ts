import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideScreen, screens, type ScreenName, type Viewer } from '../../src/domain/access';
import type { PackagesPage } from '../../src/domain/packages';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { launchBrowser } from '../helpers/e2e/browser';
import { writeBarcodeY4m } from '../helpers/e2e/fake-camera';
import { LoginPage } from '../helpers/e2e/pages/login-page';
import { PwaProbe } from '../helpers/e2e/pages/pwa-probe';
import { ScanPage } from '../helpers/e2e/pages/scan-page';
import { baseUrl, context, desktop, page, signIn, useBrowserSession, withServiceWorker } from '../helpers/e2e/session-fixture';

useBrowserSession({ ...desktop, ...withServiceWorker });

/**
 * Every CSP violation a page meets: the document's securitypolicyviolation events (listened for
 * before any of the app's code runs, on every navigation) and Chromium's console reports, which
 * also carry those of the page's workers.
 */
const watchViolations = async (target: Page) => {
  const found: string[] = [];
  await target.exposeBinding('reportCspViolation', (_source, text: string) => found.push(text));
  await target.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  target.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) found.push(`${new URL(target.url()).pathname}: ${message.text()}`);
  });
  return found;
};

type Visitor = { who: string; email: string | null; viewer: Viewer; only?: (name: ScreenName) => boolean };

const visitors: Visitor[] = [
  { who: 'a guest', email: null, viewer: null },
  { who: 'an admin', email: 'admin@demo.test', viewer: { account_type: 'admin', special: false } },
  { who: 'a worker', email: 'worker@demo.test', viewer: { account_type: 'worker', special: false } },
  { who: 'a customer', email: 'personal@demo.test', viewer: { account_type: 'personal', special: false } },
  // Only for what the others cannot open: the special admin sees the admin's screens otherwise.
  { who: 'a special admin', email: 'owner@demo.test', viewer: { account_type: 'admin', special: true }, only: (name) => 'specialOnly' in screens[name] },
];

const screensOf = ({ viewer, only = () => true }: Visitor) =>
  (Object.keys(screens) as ScreenName[]).filter((name) => only(name) && decideScreen(name, viewer).kind === 'allow');

// Demo order 1 and package 1 exist; the screens not built yet show their title for any id.
const pathOf = (name: ScreenName) => screens[name].path.replace(':id', '1');

describe('the Content-Security-Policy', () => {
  it('leaves no screen of the app unvisited below', () => {
    expect(new Set(visitors.flatMap(screensOf))).toEqual(new Set(Object.keys(screens)));
  });

  /**
   * The screens are shared out among a few tabs of the signed-in context, which visit theirs side by
   * side: most of a visit is the wait for the network to stay quiet for half a second, and waits
   * overlap where work would not (run alone, the file took 114 s before and 66 s after).
   */
  const tabs = 3;

  it.each(visitors.map((visitor) => [visitor.who, visitor] as const))('is not violated on any screen %s opens', async (_who, visitor) => {
    const violations = await watchViolations(page);
    if (visitor.email) {
      await signIn(visitor.email);
      await page.waitForURL((url) => url.pathname !== '/login');
    }
    const others = await Promise.all(Array.from({ length: tabs - 1 }, () => context.newPage()));
    const seen = await Promise.all(others.map(watchViolations));
    const names = screensOf(visitor);
    await Promise.all(
      [page, ...others].map(async (tab, index) => {
        for (const name of names.filter((_, at) => at % tabs === index)) {
          const path = pathOf(name);
          await tab.goto(`${baseUrl}${path}`);
          await tab.waitForLoadState('networkidle');
          expect(new URL(tab.url()).pathname, name).toBe(path);
        }
      }),
    );
    expect([...violations, ...seen.flat()]).toEqual([]);
  }, 240_000);

  it('is not violated on the not-found screen', async () => {
    const violations = await watchViolations(page);
    await page.goto(`${baseUrl}/no-such-screen`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(violations).toEqual([]);
  });

  it('is the one the service worker serves the app with, once it controls the page', async () => {
    const violations = await watchViolations(page);
    await signIn('worker@demo.test');
    await page.waitForURL(`${baseUrl}/orders`);
    const probe = new PwaProbe(page);
    expect(await probe.activeWorkerState()).toBe('activated');
    const response = await page.goto(`${baseUrl}/packages-in`);
    expect(await probe.controllerUrl()).toBe(`${baseUrl}/sw.js`);
    expect(response?.fromServiceWorker()).toBe(true);
    // The precached index.html keeps the headers it was fetched with, so offline the policy still holds.
    const served = (await fetch(`${baseUrl}/`)).headers.get('content-security-policy');
    expect(served).toContain("default-src 'self'");
    expect(response?.headers()['content-security-policy']).toBe(served);
    await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
    expect(violations).toEqual([]);
  });

  it('lets the API docs run and call the API', async () => {
    const violations = await watchViolations(page);
    await page.goto(`${baseUrl}/api/docs`);
    await page.getByText('/api/health').first().click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    await page.getByRole('button', { name: 'Execute' }).click();
    await page.locator('.live-responses-table .response-col_status').getByText('200').waitFor();
    expect(violations).toEqual([]);
  });

  it('keeps other sites from framing the app, and the watch for violations hears of it', async () => {
    const violations = await watchViolations(page);
    await page.setContent(`<iframe src="${baseUrl}/login" title="framed"></iframe>`);
    // Chromium's error page stands where the app would have been; the app never runs in the frame.
    expect(page.frames().map((frame) => frame.url())).toEqual(['about:blank', 'chrome-error://chromewebdata/']);
    await expect.poll(() => violations.join('\n')).toContain("frame-ancestors 'none'");
  });
});

describe('the camera scanner under the policy', () => {
  let videoDir: string;
  let barcode: string;

  beforeAll(async () => {
    const token = await apiToken(baseUrl, 'admin@demo.test');
    barcode = (await apiGet<PackagesPage>(baseUrl, '/packages/paginated?page=1', token)).data[0]!.barcode;
    videoDir = mkdtempSync(join(tmpdir(), 'freight-csp-camera-'));
    writeBarcodeY4m(join(videoDir, 'label.y4m'), barcode);
  });

  afterAll(() => rmSync(videoDir, { recursive: true, force: true }));

  it("reads a label: the decoder's worker starts and compiles its wasm", async () => {
    // A browser of its own: the fake camera is a flag of the whole browser (as in scan-camera.e2e.ts).
    const cameraBrowser = await launchBrowser([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${join(videoDir, 'label.y4m')}`,
    ]);
    try {
      const cameraPage = await (await cameraBrowser.newContext(desktop)).newPage();
      const violations = await watchViolations(cameraPage);
      const login = new LoginPage(cameraPage);
      await login.open(baseUrl, '/packages/scan');
      await login.signIn('worker@demo.test');
      const scan = new ScanPage(cameraPage);
      await scan.ready();
      await cameraPage.getByRole('button', { name: 'Scan with camera' }).click();
      await expect.poll(() => scan.codes().inputValue(), { timeout: 30_000 }).toContain(barcode);
      expect(violations).toEqual([]);
    } finally {
      await cameraBrowser.close();
    }
  });
});
