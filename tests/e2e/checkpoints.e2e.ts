import { describe, expect, it } from 'vitest';
import { checkpointMessages, type Checkpoint } from '../../src/domain/checkpoints';
import { listedToAdmin } from '../helpers/e2e/api';
import { CheckpointsPage } from '../helpers/e2e/pages/checkpoints-page';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { baseUrl, desktop, page, signIn, signInToScreen, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const unique = `${Date.now().toString(36)}${process.pid}`;

const listed = () => listedToAdmin<Checkpoint>(baseUrl, '/checkpoints');

describe('Checkpoints', () => {
  it('adds a checkpoint after showing the messages of touched fields, finds it, edits it and deletes it', async () => {
    const { login, screen: checkpoints } = await signInToScreen('/checkpoints', CheckpointsPage);
    const name = `Andros dock ${unique}`;
    const email = `andros.${unique}@example.test`;

    await checkpoints.openAdd();
    await expect(checkpoints.submitButton('Add').isDisabled()).resolves.toBe(true);
    // Nothing is said on a field before it is touched; under the disabled Add, the first thing missing.
    await expect(checkpoints.dialog().getByText('Name is required', { exact: true }).count()).resolves.toBe(0);
    await expect(checkpoints.submitReason('Add')).resolves.toBe('Not ready to add: Name is required, and 3 more fields to fix.');
    await checkpoints.field('name').click();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    for (const message of ['Name is required', 'E-mail is required', 'Address is required', 'Phone Number is required']) {
      await checkpoints.dialog().getByText(message, { exact: true }).waitFor();
    }
    await checkpoints.field('email').fill('andros-at-example');
    await checkpoints.dialog().getByText('Must be valid e-mail', { exact: true }).waitFor();
    await checkpoints.fill({ name, email, address: '12 Fresh Creek Road, Andros' });
    await expect(checkpoints.submitButton('Add').isDisabled()).resolves.toBe(true);
    await expect(checkpoints.submitReason('Add')).resolves.toBe('Not ready to add: Phone Number is required.');
    await checkpoints.fill({ phone: '+1 242 555 0420' });
    await expect.poll(() => checkpoints.submitButton('Add').isDisabled()).toBe(false);
    await checkpoints.submit('Add');
    await login.snackbar(`Checkpoint "${name}" was added.`).waitFor();

    const created = (await listed()).find((checkpoint) => checkpoint.name === name);
    expect(created).toEqual({ id: expect.any(Number), name, email, address: '12 Fresh Creek Road, Andros', phone: '+1 242 555 0420', releases: false });

    for (const text of [unique, email.toUpperCase(), '+1 242 555 0420', 'Fresh Creek']) {
      await checkpoints.search(text);
      await checkpoints.row(name).waitFor();
      await expect.poll(() => checkpoints.rows().count()).toBe(1);
      await expect(checkpoints.resultCount().innerText()).resolves.toBe('1 match');
    }
    await checkpoints.row(name).getByRole('cell', { name: String(created!.id), exact: true }).waitFor();
    await checkpoints.row(name).getByText(email).waitFor();

    await checkpoints.search(unique);
    await checkpoints.openEdit(name);
    await expect(checkpoints.field('address').inputValue()).resolves.toBe('12 Fresh Creek Road, Andros');
    await checkpoints.field('address').fill('');
    await checkpoints.dialog().getByText('Address is required', { exact: true }).waitFor();
    await expect(checkpoints.submitButton('Save').isDisabled()).resolves.toBe(true);
    const renamed = `Andros pier ${unique}`;
    await checkpoints.fill({ name: renamed, address: '1 Queen’s Highway, Andros' });
    // The pier becomes where customers collect: a release point, which refuses unpaid packages.
    await expect(checkpoints.releaseSwitch().isChecked()).resolves.toBe(false);
    await checkpoints.releaseSwitch().check();
    await checkpoints.submit('Save');
    await login.snackbar(`Checkpoint "${renamed}" was updated.`).waitFor();
    await checkpoints.row(renamed).getByText('1 Queen’s Highway, Andros').waitFor();
    await checkpoints.row(renamed).getByText('Yes', { exact: true }).waitFor();
    expect((await listed()).find((checkpoint) => checkpoint.id === created!.id)).toMatchObject({ name: renamed, releases: true });
    await expect(checkpoints.row(name).count()).resolves.toBe(0);

    // Delete is behind the row's actions button and asks first; cancelling keeps the checkpoint.
    await checkpoints.chooseAction(renamed, 'Delete');
    await checkpoints.dialog().getByText(`"${renamed}" will be removed`, { exact: false }).waitFor();
    await checkpoints.dialog().getByRole('button', { name: 'Cancel' }).click();
    await checkpoints.dialog().waitFor({ state: 'hidden' });
    await checkpoints.row(renamed).waitFor();

    await checkpoints.delete(renamed);
    await login.snackbar(`Checkpoint "${renamed}" was deleted.`).waitFor();
    await page.getByText(`No checkpoints match "${unique}".`).waitFor();
    expect((await listed()).map((checkpoint) => checkpoint.id)).not.toContain(created!.id);
  });

  it("refuses to delete 'On the way to Nassau' with the server's message, and keeps it", async () => {
    const { login, screen: checkpoints } = await signInToScreen('/checkpoints', CheckpointsPage);
    await checkpoints.search('On the way to Nassau');
    const row = checkpoints.row('On the way to Nassau');
    await row.getByRole('cell', { name: '17', exact: true }).waitFor();
    await checkpoints.delete('On the way to Nassau');
    await login.snackbar(checkpointMessages.usedByAlerts).waitFor();
    await row.waitFor();
    expect((await listed()).map((checkpoint) => checkpoint.id)).toContain(17);
  });

  it('sorts by name either way and keeps the search and sort in the address through a reload', async () => {
    const { screen: checkpoints } = await signInToScreen('/checkpoints', CheckpointsPage);
    await checkpoints.sortBy('Name');
    await page.waitForURL(/sort=name&direction=asc/);
    await checkpoints.sortBy('Name');
    await page.waitForURL(/sort=name&direction=desc/);
    const descending = (names: string[]) => [...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' }));
    // The address turns at once, the rows when the sorted list arrives: read them once they have.
    await expect.poll(async () => {
      const shown = await checkpoints.rowNames();
      return shown.length > 1 && shown.join('\n') === descending(shown).join('\n');
    }).toBe(true);
    const names = await checkpoints.rowNames();
    expect(names).toEqual(descending(names));
    await checkpoints.search('nassau');
    await page.waitForURL(/search=nassau/);
    await expect.poll(() => checkpoints.rows().count()).toBeLessThan(names.length);
    const shown = await checkpoints.rowNames();
    expect(shown).toContain('On the way to Nassau');
    await page.reload();
    await checkpoints.ready();
    await expect(checkpoints.rowNames()).resolves.toEqual(shown);
    await expect(page.getByLabel('Search').inputValue()).resolves.toBe('nassau');
  });

  it('on a 390 px phone shows rows that fit, with every button at least 44 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { screen: checkpoints } = await signInToScreen('/checkpoints', CheckpointsPage);
    await page.waitForLoadState('networkidle');
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
    await checkpoints.actionsButton('On the way to Nassau').click();
    await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
  });

  it('sends a worker from /checkpoints to /orders, with neither Checkpoints nor Offices in the drawer', async () => {
    await signIn('worker@demo.test', '/checkpoints');
    await page.waitForURL(`${baseUrl}/orders`);
    const entries = await new ShellPage(page).drawerEntries();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries).not.toContain('Checkpoints');
    expect(entries).not.toContain('Offices');
    await page.goto(`${baseUrl}/offices`);
    await page.waitForURL(`${baseUrl}/orders`);
  });
});
