import { describe, expect, it } from 'vitest';
import type { RateVersion } from '../../src/domain/rates';
import { listedToAdmin } from '../helpers/e2e/api';
import { blockingViolations } from '../helpers/e2e/blocking-violations';
import { RatesPage } from '../helpers/e2e/pages/rates-page';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { baseUrl, desktop, page, signInTo, signInToScreen, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const versions = () => listedToAdmin<RateVersion>(baseUrl, '/rates');

// A far-off date of this run's own, so a rerun on the same database never meets its earlier version.
const day = (Date.now() % 28) + 1;
const futureDate = `2099-0${(process.pid % 9) + 1}-${String(day).padStart(2, '0')}`;
const shownDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(`${futureDate}T00:00:00Z`));

describe('Rates', () => {
  it('lets an admin add an upcoming version of the standard per-lb rate and remove it again', async () => {
    const { login, screen: rates } = await signInToScreen('/rates', RatesPage);
    expect(await new ShellPage(page).drawerEntries()).toContain('Rates');

    await rates.expand('Freight', 'Standard');
    const history = 'Standard: Per lb';
    await rates.row(history, 'In force').waitFor();
    await rates.openAddVersion(history, 'Add version: Standard, per lb');

    // The default is tomorrow, so nothing needs confirming yet.
    await expect(rates.pastWarning().count()).resolves.toBe(0);
    await rates.value().fill('2.27');

    // A past date is possible, but only once its consequence has been confirmed.
    await rates.effectiveFrom().fill('2020-03-01');
    await rates.pastWarning().waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await expect.poll(() => rates.submitButton().isDisabled()).toBe(true);
    await rates.confirmPast().check();
    await expect.poll(() => rates.submitButton().isDisabled()).toBe(false);

    await rates.effectiveFrom().fill(futureDate);
    await rates.pastWarning().waitFor({ state: 'detached' });
    await rates.submitButton().click();
    await rates.dialog().waitFor({ state: 'hidden' });
    await login.snackbar(`Standard, per lb: $2.27 per lb from ${shownDate} was added.`).waitFor();

    const upcoming = rates.row(history, shownDate);
    await upcoming.getByText('Upcoming', { exact: true }).waitFor();
    await upcoming.getByText('$2.27 per lb', { exact: true }).waitFor();
    await upcoming.getByText('Ava Admin', { exact: false }).waitFor();
    await rates.entry('Freight', 'Standard').getByText('1 upcoming').waitFor();
    const added = (await versions()).find((row) => row.key === 'freight.standard.per_lb' && row.effective_from === futureDate);
    expect(added).toMatchObject({ value: 227 });

    // Versions in force cannot be removed: only the upcoming one offers it.
    await expect(rates.history(history).getByRole('button', { name: 'Remove' }).count()).resolves.toBe(1);
    await rates.remove(history, shownDate);
    await login.snackbar(`Standard, per lb: $2.27 per lb from ${shownDate} was removed.`).waitFor();
    await upcoming.waitFor({ state: 'detached' });
    expect((await versions()).some((row) => row.id === added!.id)).toBe(false);
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInTo('/rates');
    await new RatesPage(page).ready();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
