import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageInMessages, type PackageIn, type PackageInsList } from '../../src/domain/package-ins';
import { apiGet, apiPost, apiToken } from '../helpers/e2e/api';
import { blockingViolations } from '../helpers/e2e/blocking-violations';
import { uniqueTag } from '../helpers/e2e/order-fixtures';
import { PackageInsPage } from '../helpers/e2e/pages/package-ins-page';
import { baseUrl, desktop, page, signInToScreen, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

// Holding and checking go through the outbox and its drainer; on a busy test machine that takes a moment.
const settle = { timeout: 15_000 };

/** Twelve digits of this run, so Amazon-style numbers never repeat another run's. */
const digits = () => String(Date.now()).slice(-9) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');

let token: string;

beforeAll(async () => {
  mkdirSync('tests/e2e/artifacts', { recursive: true });
  token = await apiToken(baseUrl, 'worker@demo.test');
});

const allEntries = async () => (await apiGet<PackageInsList>(baseUrl, '/package-ins?all=1', token)).data;
const entryHolding = async (tracking: string) => (await allEntries()).find((entry) => entry.packages.some((pkg) => pkg.tracking_number === tracking));

const openPackageIns = async () => (await signInToScreen('/packages-in', PackageInsPage, 'worker@demo.test')).screen;

describe('Packages In', () => {
  it('holds tracking numbers from the box, then ticks the held package in its dialog', async () => {
    const screen = await openPackageIns();
    await expect(screen.holdButton().count()).resolves.toBe(0);
    const kept = `TBA${digits()}`;
    const dropped = `${kept.slice(0, -1)}${kept.endsWith('0') ? '1' : '0'}`;
    await screen.addTracking(kept.toLowerCase());
    await screen.pending(kept).waitFor();
    await screen.pending(kept).getByText('Amazon').waitFor();
    await screen.addTracking(dropped);
    await screen.pending(dropped).waitFor();
    await page.getByText('2 packages pending').waitFor();

    await screen.addTracking(` ${kept} `);
    await page.getByText(packageInMessages.repeated, { exact: true }).waitFor();
    await page.getByText('2 packages pending').waitFor();

    // Removing asks first; Cancel keeps the package.
    await screen.pending(dropped).click();
    await screen.confirmDialog().getByText(`${dropped} will be taken off the pending list.`).waitFor();
    await screen.confirmDialog().getByRole('button', { name: 'Cancel' }).click();
    await screen.confirmDialog().waitFor({ state: 'hidden' });
    await screen.pending(dropped).waitFor();
    await screen.pending(dropped).click();
    await screen.confirmDialog().getByRole('button', { name: 'Remove' }).click();
    await screen.pending(dropped).waitFor({ state: 'detached' });
    await page.getByText('1 package pending').waitFor();

    const notes = `Dock 3, shelf ${uniqueTag()}`;
    await screen.notes().fill(notes);
    expect(await blockingViolations(page)).toEqual([]);
    await screen.holdButton().click();
    await screen.holdButton().waitFor({ state: 'detached' });
    await expect(screen.trackingBox().inputValue()).resolves.toBe('');

    await expect.poll(async () => (await entryHolding(kept))?.id, settle).toBeTypeOf('number');
    const entry = (await entryHolding(kept))!;
    expect(entry).toMatchObject({ packages_count: 1, notes, user: { first_name: 'Wes', last_name: 'Worker' } });
    expect(entry.packages.map((pkg) => pkg.tracking_number)).toEqual([kept]);
    const row = screen.row(entry.id);
    await row.waitFor(settle);
    expect((await row.locator('td').allInnerTexts()).slice(0, 4)).toEqual([
      String(entry.id),
      '1',
      expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/),
      'Wes Worker',
    ]);

    await screen.view(entry.id);
    await screen.dialog().getByText(notes).waitFor();
    const link = screen.dialog().getByRole('link', { name: `Create an order for ${kept}` });
    expect(await link.getAttribute('href')).toBe(`/orders/create/new?tracking_number=${kept}`);
    await screen.dialog().getByLabel('Filter by tracking number').fill('NO-SUCH');
    await screen.dialog().getByText('No tracking number contains "NO-SUCH".').waitFor();
    await screen.dialog().getByLabel('Filter by tracking number').fill(kept.slice(-6));
    await screen.heldPackage(kept).check();
    await expect.poll(() => screen.heldPackage(kept).isChecked()).toBe(true);
    await expect.poll(async () => (await entryHolding(kept))?.packages[0]?.checked, settle).toBe(true);
    await expect.poll(() => screen.dialog().getByText('Pending', { exact: true }).count(), settle).toBe(0);
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('deletes a held shipment after confirming', async () => {
    const tracking = `TBA${digits()}`;
    const created = await apiPost<PackageIn>(baseUrl, '/package-ins', token, { packages: [{ tracking_number: tracking }], notes: null });
    const screen = await openPackageIns();
    await screen.row(created.id).waitFor(settle);

    await screen.deleteButton(created.id).click();
    await screen.confirmDialog().getByText('Its 1 package will no longer be held. This cannot be undone.').waitFor();
    await screen.confirmDialog().getByRole('button', { name: 'Cancel' }).click();
    await screen.confirmDialog().waitFor({ state: 'hidden' });
    await screen.row(created.id).waitFor();

    await screen.deleteButton(created.id).click();
    await screen.confirmDialog().getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Held shipment ${created.id} was deleted.`).waitFor(settle);
    await screen.row(created.id).waitFor({ state: 'detached', ...settle });
    expect((await allEntries()).map((entry) => entry.id)).not.toContain(created.id);
  });

  it('fits a 375 px phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const screen = await openPackageIns();
    await screen.addTracking(`TBA${digits()}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: 'tests/e2e/artifacts/package-ins-375.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await screen.holdButton().boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
  });
});
