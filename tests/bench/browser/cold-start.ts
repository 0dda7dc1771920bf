import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchDeviceProfile } from '../../helpers/e2e/browser';
import { LoginPage } from '../../helpers/e2e/pages/login-page';
import { PwaProbe } from '../../helpers/e2e/pages/pwa-probe';
import { ScanPage } from '../../helpers/e2e/pages/scan-page';
import { typeAsScanner } from '../../helpers/e2e/wedge-keys';
import { demoWorker } from './demo-product';

/** A UPS tracking number, as a wedge scanner types it: a code the scan list accepts without a checkpoint. */
const scannedCode = '1Z999AA10123456784';

/** A mid-range phone's screen. */
const phone = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2 };

/** How long a typed scan may take to show before the screen is taken as not yet listening, and the scan typed again. */
const retypeAfterMs = 1_000;

/** Milliseconds from the start of the navigation, read from the page's own clock (performance.now). */
export type ColdStart = { html: number; screen: number; firstKey: number; accepted: number; retyped: number; work: MainThreadWork };

/** Where the main thread's time went up to the scan (Chromium's Performance metrics), in milliseconds. */
type MainThreadWork = { script: number; styleAndLayout: number; tasks: number };

const mainThreadWork = async (cdp: CDPSession): Promise<MainThreadWork> => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { script: ms('ScriptDuration'), styleAndLayout: ms('RecalcStyleDuration') + ms('LayoutDuration'), tasks: ms('TaskDuration') };
};

/**
 * The start of a shift, online: the worker signs in through the form on the way to the scan screen,
 * the service worker installs and takes the page, and the screen saves the checkpoints for offline
 * use. After this the device holds everything a cold start needs.
 */
const prepareDevice = async (context: BrowserContext, baseUrl: string) => {
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open(baseUrl, '/packages/scan');
  await login.signIn(demoWorker);
  await page.waitForURL(`${baseUrl}/packages/scan`);
  const probe = new PwaProbe(page);
  if ((await probe.activeWorkerState()) !== 'activated') throw new Error('the service worker did not activate');
  await page.reload();
  if ((await probe.controllerUrl()) !== `${baseUrl}/sw.js`) throw new Error('the service worker does not control the page');
  await new ScanPage(page).ready();
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('freight-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const read = open.result.transaction('reference').objectStore('reference').get('checkpoints');
          read.onerror = () => resolve(false);
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result !== undefined);
          };
        };
      }),
    undefined,
    { polling: 250, timeout: 30_000 },
  );
  await page.close();
};

/**
 * Marks, on the page's clock, the screen's heading, the first key and the moment the scanned code is in the list of codes
 * to submit: a MutationObserver set up before the app's code runs, so polling from here adds nothing.
 */
const watchForScan = (page: Page) =>
  page.addInitScript((code) => {
    const marks: Record<string, number> = {};
    Object.assign(window, { coldStartMarks: marks });
    addEventListener('keydown', () => (marks.firstKey ??= performance.now()), { capture: true });
    new MutationObserver((_, observer) => {
      if (marks.screen === undefined && [...document.querySelectorAll('h2')].some((heading) => heading.textContent === 'Scan packages')) {
        marks.screen = performance.now();
        void (window as unknown as { coldStartScreenShown: () => Promise<void> }).coldStartScreenShown();
      }
      const listed = [...document.querySelectorAll('ol[aria-label="Codes to submit"] li')].some((item) => item.textContent?.includes(code));
      if (!listed) return;
      marks.accepted = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, scannedCode);

/** The marks, and when the service worker had answered the navigation with the app's page. */
const marksOf = (page: Page) =>
  page.evaluate(() => ({
    ...(window as unknown as { coldStartMarks: { screen: number; firstKey: number; accepted: number } }).coldStartMarks,
    html: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
  }));

/**
 * One cold start: the service worker stopped (as after the phone has put it away), a new tab with
 * the CPU slowed (4× for the issue) and no network, the scan screen opened, and a wedge scan typed as soon as its
 * heading shows. The figure is the navigation's start to the scan in the list.
 */
const coldStart = async (context: BrowserContext, baseUrl: string, cpuSlowdown: number): Promise<ColdStart> => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  // The page tells this script the moment its heading is in, so the scan follows without a polling delay.
  let screenShown = () => {};
  const shown = new Promise<void>((resolve) => (screenShown = resolve));
  await page.exposeFunction('coldStartScreenShown', () => screenShown());
  await watchForScan(page);
  await page.goto(`${baseUrl}/packages/scan`, { waitUntil: 'commit' });
  await shown;
  const scan = new ScanPage(page);
  let retyped = 0;
  for (;;) {
    await typeAsScanner(page, scannedCode);
    const taken = await scan.listedCode(scannedCode).waitFor({ timeout: retypeAfterMs }).then(
      () => true,
      () => false,
    );
    if (taken) break;
    retyped += 1;
    if (retyped > 5) throw new Error('the scan screen never took the wedge scan');
  }
  const work = await mainThreadWork(cdp);
  const marks = await marksOf(page);
  await page.close();
  return { ...marks, retyped, work };
};

/**
 * Launches before the timed ones: Chromium keeps a script's compiled code for its third load
 * within 72 hours (the first marks it, the second stores the code), and a phone in use has opened
 * the app more often than that.
 */
const untimedLaunches = 2;

/**
 * Prepares a device once, in a browser profile on disk (profileDir) as a phone's is, then times
 * `runs` cold starts of the scan screen on it, offline, with the CPU slowed as given.
 */
export const measureColdStarts = async (profileDir: string, baseUrl: string, runs: number, cpuSlowdown: number) => {
  const context = await launchDeviceProfile(profileDir, { ...phone, serviceWorkers: 'allow' });
  try {
    await prepareDevice(context, baseUrl);
    await context.setOffline(true);
    for (let launch = 0; launch < untimedLaunches; launch += 1) await coldStart(context, baseUrl, cpuSlowdown);
    const results: ColdStart[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await coldStart(context, baseUrl, cpuSlowdown));
    return results;
  } finally {
    await context.close();
  }
};
