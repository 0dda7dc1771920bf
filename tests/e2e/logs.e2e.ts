import { describe, expect, it } from 'vitest';
import type { Checkpoint } from '../../src/domain/checkpoints';
import { logsEmptyMessage } from '../../src/domain/logs';
import { listedToAdmin } from '../helpers/e2e/api';
import { uniqueTag } from '../helpers/e2e/order-fixtures';
import { CheckpointsPage } from '../helpers/e2e/pages/checkpoints-page';
import { LogsPage } from '../helpers/e2e/pages/logs-page';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { baseUrl, desktop, page, signInToScreen, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Nassau' }).format(new Date());
const settle = { timeout: 15_000 };

describe('Activity Logs', () => {
  it('shows the admin the checkpoint they just added, as a sentence linked to the Checkpoints screen', async () => {
    const name = `Log dock ${uniqueTag()}`;
    const { screen: checkpoints } = await signInToScreen('/checkpoints', CheckpointsPage);
    await checkpoints.openAdd();
    await checkpoints.fill({ name, email: 'log.dock@example.test', address: '3 Bay Street, Nassau', phone: '+1 242 555 0199' });
    await checkpoints.submit('Add');
    await checkpoints.row(name).waitFor(settle);
    const created = (await listedToAdmin<Checkpoint>(baseUrl, '/checkpoints')).find((checkpoint) => checkpoint.name === name)!;

    await new ShellPage(page).openFromDrawer('Activity Logs');
    await page.waitForURL(`${baseUrl}/admin/logs`);
    const logs = new LogsPage(page);
    await logs.ready();
    // Search waits for both days (finance spec §5).
    await expect(logs.searchButton().isDisabled()).resolves.toBe(true);
    await logs.chooseDay('Date From', today());
    await expect(logs.searchButton().isDisabled()).resolves.toBe(true);
    await logs.chooseDay('Date To', today());
    await expect.poll(() => logs.searchButton().isDisabled()).toBe(false);
    await logs.search();

    const sentence = `created checkpoint #${created.id}`;
    const row = logs.activity(sentence);
    await row.waitFor(settle);
    await logs.exportButton().waitFor();
    await row.getByRole('link', { name: sentence }).click();
    await page.waitForURL(`${baseUrl}/checkpoints`);
  });

  it('lets the manager read a day on a phone, and says so when a period has nothing', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(`/admin/logs?from=${today()}&to=${today()}`, 'manager@demo.test');
    const logs = new LogsPage(page);
    await logs.ready();
    await page.getByRole('list', { name: 'Activities' }).getByRole('listitem').first().waitFor(settle);
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });

    await page.goto(`${baseUrl}/admin/logs?from=2001-01-01&to=2001-01-02`);
    await page.getByText(logsEmptyMessage, { exact: true }).waitFor(settle);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL(`${baseUrl}/admin/logs`);
    await expect(logs.searchButton().isDisabled()).resolves.toBe(true);
  });
});
