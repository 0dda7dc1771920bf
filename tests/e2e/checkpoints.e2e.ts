import { describe, expect, it } from 'vitest';
import { checkpointMessages, type Checkpoint } from '../../src/domain/checkpoints';
import { listedToAdmin } from '../helpers/e2e/api';
import { CheckpointsPage } from '../helpers/e2e/pages/checkpoints-page';
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
    // Nothing is said about a field before it is touched.
    await expect(checkpoints.dialog().getByText('Name is required').count()).resolves.toBe(0);
    await checkpoints.field('name').click();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    for (const message of ['Name is required', 'E-mail is required', 'Address is required', 'Phone Number is required']) {
      await checkpoints.dialog().getByText(message, { exact: true }).waitFor();
    }
    await checkpoints.field('email').fill('andros-at-example');
    await checkpoints.dialog().getByText('Must be valid e-mail', { exact: true }).waitFor();
    await checkpoints.fill({ name, email, address: '12 Fresh Creek Road, Andros' });
    await expect(checkpoints.submitButton('Add').isDisabled()).resolves.toBe(true);
    await checkpoints.fill({ phone: '+1 242 555 0420' });
    await expect.poll(() => checkpoints.submitButton('Add').isDisabled()).toBe(false);
    await checkpoints.submit('Add');
    await login.snackbar(`Checkpoint "${name}" was added.`).waitFor();

    const created = (await listed()).find((checkpoint) => checkpoint.name === name);
    expect(created).toEqual({ id: expect.any(Number), name, email, address: '12 Fresh Creek Road, Andros', phone: '+1 242 555 0420' });

    for (const text of [unique, email.toUpperCase(), '+1 242 555 0420', 'Fresh Creek']) {
      await checkpoints.search(text);
      await checkpoints.card(name).waitFor();
      await expect.poll(() => checkpoints.cards().count()).toBe(1);
    }
    await checkpoints.card(name).getByText(`ID: ${created!.id}`).waitFor();
    await checkpoints.card(name).getByText(email).waitFor();

    await checkpoints.search(unique);
    await checkpoints.openEdit(name);
    await expect(checkpoints.field('address').inputValue()).resolves.toBe('12 Fresh Creek Road, Andros');
    await checkpoints.field('address').fill('');
    await checkpoints.dialog().getByText('Address is required', { exact: true }).waitFor();
    await expect(checkpoints.submitButton('Save').isDisabled()).resolves.toBe(true);
    const renamed = `Andros pier ${unique}`;
    await checkpoints.fill({ name: renamed, address: '1 Queen’s Highway, Andros' });
    await checkpoints.submit('Save');
    await login.snackbar(`Checkpoint "${renamed}" was updated.`).waitFor();
    await checkpoints.card(renamed).getByText('1 Queen’s Highway, Andros').waitFor();
    await expect(checkpoints.card(name).count()).resolves.toBe(0);

    await checkpoints.card(renamed).getByRole('button', { name: 'Delete' }).click();
    await checkpoints.dialog().getByText(`"${renamed}" will be removed`, { exact: false }).waitFor();
    await checkpoints.dialog().getByRole('button', { name: 'Cancel' }).click();
    await checkpoints.dialog().waitFor({ state: 'hidden' });
    await checkpoints.card(renamed).waitFor();

    await checkpoints.delete(renamed);
    await login.snackbar(`Checkpoint "${renamed}" was deleted.`).waitFor();
    await page.getByText(`No checkpoints match "${unique}".`).waitFor();
    expect((await listed()).map((checkpoint) => checkpoint.id)).not.toContain(created!.id);
  });

  it("refuses to delete 'On the way to Nassau' with the server's message, and keeps it", async () => {
    const { login, screen: checkpoints } = await signInToScreen('/checkpoints', CheckpointsPage);
    await checkpoints.search('On the way to Nassau');
    const card = checkpoints.card('On the way to Nassau');
    await card.getByText('ID: 17').waitFor();
    await checkpoints.delete('On the way to Nassau');
    await login.snackbar(checkpointMessages.usedByAlerts).waitFor();
    await card.waitFor();
    expect((await listed()).map((checkpoint) => checkpoint.id)).toContain(17);
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInToScreen('/checkpoints', CheckpointsPage);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
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
