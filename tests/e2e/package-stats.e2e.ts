import { describe, expect, it } from 'vitest';
import type { AlertStats } from '../../src/domain/alerts';
import { packageStatsDelayMs } from '../../src/domain/constants';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { baseUrl, desktop, page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

describe('the package-stats dialog', () => {
  it('opens for a special user 2.5 s after the app loads with the four alert counts, and its link opens the filtered packages list', async () => {
    await signInTo('/orders', 'owner@demo.test', 'unseen');
    const shell = new ShellPage(page);
    const dialog = shell.packageStats();
    await dialog.waitFor();
    // Not before its time: the page's own clock, from the start of its navigation.
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(packageStatsDelayMs);

    const stats = await apiGet<AlertStats>(baseUrl, '/alerts/stats', await apiToken(baseUrl, 'owner@demo.test'));
    const lines = (await dialog.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
    expect(lines).toEqual([
      plural(stats.outstanding_deliveries, 'outstanding delivery', 'outstanding deliveries'),
      `${plural(stats.on_the_way_2_days, 'package', 'packages')} on the way over 2 days`,
      `${plural(stats.next_day_in_miami_2_days, 'next-day package', 'next-day packages')} in Miami over 2 days`,
      `${plural(stats.others_in_miami_4_days, 'other package', 'other packages')} in Miami over 4 days`,
    ]);

    await dialog.getByRole('link', { name: lines[1] }).click();
    await page.waitForURL(`${baseUrl}/packages?checkpoint=17&minDays=2`);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Packages', level: 2 }).waitFor();
  });
});
