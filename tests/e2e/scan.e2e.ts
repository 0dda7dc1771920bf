import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertCheckpointIds, type Checkpoint } from '../../src/domain/checkpoints';
import type { Order } from '../../src/domain/orders';
import type { TrackingEntry } from '../../src/domain/packages';
import { scanMessages } from '../../src/domain/scan';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { blockingViolations } from '../helpers/e2e/blocking-violations';
import { createCustomer, createOrder, defaultPackages, uniqueTag } from '../helpers/e2e/order-fixtures';
import { ScanPage } from '../helpers/e2e/pages/scan-page';
import { baseUrl, desktop, page, signInToScreen, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

// The upload goes through the outbox and its drainer; on a busy test machine that takes a moment.
const settle = { timeout: 15_000 };

const tag = uniqueTag();
let order: Order;
let checkpoint: Checkpoint;
let token: string;

beforeAll(async () => {
  mkdirSync('tests/e2e/artifacts', { recursive: true });
  const customer = await createCustomer(baseUrl, 'Sandy', `Scanner${tag}`, 1);
  const [shoes, books] = defaultPackages(tag);
  order = await createOrder(baseUrl, customer.id, [shoes!, books!, { ...books!, description: `Toys ${tag}` }]);
  token = await apiToken(baseUrl, 'worker@demo.test');
  // Not a checkpoint the package alerts count, so these scans leave the alert tests' figures alone.
  const checkpoints = (await apiGet<{ data: Checkpoint[] }>(baseUrl, '/checkpoints', token)).data;
  checkpoint = checkpoints.find((candidate) => !alertCheckpointIds.includes(candidate.id))!;
});

const openScan = async () => (await signInToScreen('/packages/scan', ScanPage, 'worker@demo.test')).screen;

describe('Scan packages', () => {
  it('takes three wedge scans, uploads them at the checkpoint and reports each code', async () => {
    const scan = await openScan();
    await scan.chooseCheckpoint(checkpoint.name);
    const [first, second, third] = order.packages.map((pkg) => pkg.barcode);

    // One scan into the text area itself, two with nothing focused: each lands once.
    await scan.codes().click();
    await scan.wedgeScan(first!);
    await scan.listedCode(first!).waitFor();
    await scan.blurFields();
    await scan.wedgeScan(second!);
    await scan.listedCode(second!).waitFor();
    await scan.wedgeScan(third!);
    await scan.count('3 codes').waitFor();
    await expect.poll(() => scan.codes().inputValue()).toBe(`${first}\n${second}\n${third}\n`);
    await scan.listedCode(third!).getByText('Latest scan').waitFor();
    await expect(scan.codeList().getByRole('listitem').first().innerText()).resolves.toContain(third);

    // The same package again after the scanner's 2 s window is a list-level repeat.
    await page.waitForTimeout(2100);
    await scan.blurFields();
    await scan.wedgeScan(first!);
    await page.getByText(`${first} is already in the list`).waitFor();
    await scan.count('3 codes').waitFor();

    await scan.submit();
    await scan.message(scanMessages.success).waitFor(settle);
    for (const code of [first!, second!, third!]) await scan.result(code).getByText('Scanned').waitFor();
    await expect.poll(() => scan.codes().inputValue()).toBe('');
    expect(await blockingViolations(page)).toEqual([]);

    const trackings = await apiGet<{ data: TrackingEntry[] }>(baseUrl, `/packages/${order.packages[0]!.id}/trackings`, token);
    expect(trackings.data.filter((entry) => entry.checkpoint_id === checkpoint.id)).toEqual([
      expect.objectContaining({ name: checkpoint.name, duplicate: false, offline: false }),
    ]);
  });

  it("marks a code that is not one of ours, sends it anyway and gives the spec's failure text for it", async () => {
    const scan = await openScan();
    await scan.chooseCheckpoint(checkpoint.name);
    const unknown = `NOPE${tag.toUpperCase()}42`;
    await scan.blurFields();
    await scan.wedgeScan(unknown);
    await scan.listedCode(unknown).getByText('Not a package barcode; the server will check it').waitFor();
    await scan.submit();
    await scan.message(scanMessages.failure).waitFor(settle);
    await scan.result(unknown).getByText(/^Unknown code/).waitFor();
    await expect(scan.message(scanMessages.success).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Put the unknown codes back in the list' }).click();
    await expect.poll(() => scan.codes().inputValue()).toBe(`${unknown}\n`);
  });

  it('says what is missing before anything is queued', async () => {
    const scan = await openScan();
    await scan.submit();
    await page.getByText('Checkpoint is required', { exact: true }).waitFor();
    await page.getByText('Package codes are required', { exact: true }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('fits a 375 px phone with touch-sized controls', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const scan = await openScan();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: 'tests/e2e/artifacts/scan-375.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const control of [scan.checkpoint(), scan.codes(), page.getByRole('button', { name: 'Submit' }), page.getByRole('button', { name: 'Scan with camera' })]) {
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(48);
    }
  });
});
