import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackagesPage } from '../../src/domain/packages';
import { cameraMessages } from '../../src/app/scanner/camera-errors';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { settleAnimations } from '../helpers/e2e/blocking-violations';
import { launchBrowser } from '../helpers/e2e/browser';
import { writeBarcodeY4m } from '../helpers/e2e/fake-camera';
import { LoginPage } from '../helpers/e2e/pages/login-page';
import { ScanPage } from '../helpers/e2e/pages/scan-page';
import { baseUrl, desktop } from '../helpers/e2e/session-fixture';

// The decoder's worker loads its wasm (about 1 MB) when the camera opens; then frames come at ~12 a second.
const decodeWait = { timeout: 30_000 };

let videoDir: string;
let barcode: string;

beforeAll(async () => {
  const token = await apiToken(baseUrl, 'admin@demo.test');
  const packages = await apiGet<PackagesPage>(baseUrl, '/packages/paginated?page=1', token);
  barcode = packages.data[0]!.barcode;
  videoDir = mkdtempSync(join(tmpdir(), 'freight-fake-camera-'));
  writeBarcodeY4m(join(videoDir, 'label.y4m'), barcode);
});

afterAll(() => rmSync(videoDir, { recursive: true, force: true }));

/** A browser of its own: the camera flags apply to the whole browser, not one context. */
const openScanScreen = async (cameraArgs: readonly string[]): Promise<{ browser: Browser; page: Page; scan: ScanPage }> => {
  const browser = await launchBrowser(cameraArgs);
  const page = await (await browser.newContext(desktop)).newPage();
  const login = new LoginPage(page);
  await login.open(baseUrl, '/packages/scan');
  await login.signIn('worker@demo.test');
  await page.waitForURL(`${baseUrl}/packages/scan`);
  const scan = new ScanPage(page);
  await scan.ready();
  return { browser, page, scan };
};

describe('Scanning with the camera', () => {
  it('decodes a Code 128 package label from the camera and adds its code to the list', async () => {
    const fakeCamera = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${join(videoDir, 'label.y4m')}`];
    const { browser, page, scan } = await openScanScreen(fakeCamera);
    try {
      await page.getByRole('button', { name: 'Scan with camera' }).click();
      await page.getByRole('button', { name: 'Stop camera' }).waitFor(decodeWait);
      await expect.poll(() => scan.codes().inputValue(), decodeWait).toContain(barcode);
      await scan.listedCode(barcode).waitFor();
      await page.getByText(`Read ${barcode}`, { exact: true }).waitFor();
      // The label stays in view: the camera's 2 s filter and the list keep it to one row.
      await page.waitForTimeout(2500);
      expect((await scan.codes().inputValue()).split('\n').filter((row) => row === barcode)).toHaveLength(1);
      // The scanner's own part of the screen: labels, contrast, 48 px targets.
      await settleAnimations(page);
      const { violations } = await new AxeBuilder({ page }).include('section[aria-label="Camera scanner"]').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('says when camera access is denied, and typing still works', async () => {
    // The fake prompt answers no, as a user refusing the camera does; left unanswered, headless builds differ.
    const { browser, page, scan } = await openScanScreen(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream=deny']);
    try {
      await page.getByRole('button', { name: 'Scan with camera' }).click();
      await page.getByRole('alert').filter({ hasText: cameraMessages.denied }).waitFor(decodeWait);
      await scan.codes().fill(`${barcode}\n`);
      await scan.listedCode(barcode).waitFor();
    } finally {
      await browser.close();
    }
  });
});
