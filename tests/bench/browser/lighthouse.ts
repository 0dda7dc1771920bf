import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../../../src/server/db/embedded';
import { launchBenchBrowser } from '../../helpers/e2e/browser';
import { LoginPage } from '../../helpers/e2e/pages/login-page';
import { demoWorker, startDemoProduct } from './demo-product';
import { failingAudits, printScores, targets, type Scored } from './lighthouse-report';

/**
 * The pages of issue 20. The public ones are audited first, as a first visit (Lighthouse clears the
 * site's storage); the worker's after a sign-in, keeping the session and the installed service
 * worker, as a worker's phone opens them.
 */
const publicPages = [
  { name: 'login', path: '/login' },
  { name: 'public calculator', path: '/calculator-v2' },
];
const workerPages = [
  { name: 'scan', path: '/packages/scan' },
  { name: 'orders list', path: '/orders' },
];

/**
 * Signs the worker in through the form in the browser's default profile, the one Lighthouse opens
 * its tabs in (playwright's own contexts are separate profiles), reached over the debugging port.
 */
const signInWorker = async (debuggingPort: number, baseUrl: string) => {
  const connection = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const page = await connection.contexts()[0]!.newPage();
  const login = new LoginPage(page);
  await login.open(baseUrl, '/packages/scan');
  await login.signIn(demoWorker);
  await page.waitForURL(`${baseUrl}/packages/scan`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.close();
  await connection.close();
};

/**
 * LIGHTHOUSE_CPU_SLOWDOWN: Lighthouse's CPU multiplier in place of its default 4×, which assumes a
 * fast desktop. Its throttling guide has a slower host calibrate it from the benchmark index the
 * report prints (a mid-tier phone's range, 125–800, wants about 1× on a host already in it).
 */
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be a number from 1, got ${process.env.LIGHTHOUSE_CPU_SLOWDOWN}`);

const audit = async (port: number, url: string, keepStorage: boolean) => {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(targets),
    disableStorageReset: keepStorage,
    ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
};

/** A run whose trace Lighthouse could not record (NO_NAVSTART on a busy machine) is run again, twice at most. */
const auditWithRetries = async (port: number, url: string, keepStorage: boolean) => {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await audit(port, url, keepStorage);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, running it again`);
  }
};

/**
 * `npm run lighthouse`: Lighthouse's mobile defaults (simulated slow 4G, CPU 4× slower) on the
 * built product with the demo data. It prints the scores and the audits that cost points on any
 * page under its target; it asserts nothing.
 */
const product = await startDemoProduct();
const port = await freePort();
const browser = await launchBenchBrowser([`--remote-debugging-port=${port}`]);
try {
  console.log(`load ${loadavg().map((n) => n.toFixed(2)).join(' ')}; Lighthouse mobile defaults${cpuSlowdown === undefined ? '' : `, CPU slowdown ${cpuSlowdown}×`}\n`);
  const scored: Scored[] = [];
  for (const page of publicPages) scored.push({ ...page, lhr: await auditWithRetries(port, product.baseUrl + page.path, false) });
  await signInWorker(port, product.baseUrl);
  for (const page of workerPages) scored.push({ ...page, lhr: await auditWithRetries(port, product.baseUrl + page.path, true) });
  printScores(scored);
  for (const page of scored) failingAudits(page);
  // The full reports, for the audits' details (open in https://googlechrome.github.io/lighthouse/viewer/).
  const reports = join(tmpdir(), `freight-lighthouse-${Date.now()}`);
  mkdirSync(reports);
  for (const { name, lhr } of scored) writeFileSync(join(reports, `${name.replace(/ /g, '-')}.json`), JSON.stringify(lhr));
  console.log(`\nfull reports in ${reports}`);
} finally {
  await browser.close();
  await product.stop();
}
