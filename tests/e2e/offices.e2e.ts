import { describe, expect, it } from 'vitest';
import { officeMessages, type Office } from '../../src/domain/offices';
import { listedToAdmin } from '../helpers/e2e/api';
import { OfficesPage } from '../helpers/e2e/pages/offices-page';
import { baseUrl, desktop, page, signInToScreen, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

// Office numbers hold at most 20 characters.
const unique = `${Date.now().toString(36)}${process.pid % 10_000}`;

const listed = () => listedToAdmin<Office>(baseUrl, '/offices');

describe('Offices', () => {
  it('adds an office with a location, edits it and deletes it', async () => {
    const { login, screen: offices } = await signInToScreen('/offices', OfficesPage);
    const number = `A-${unique}`;
    await offices.openAdd();
    const add = offices.submitButton('Add');
    await expect(add.isDisabled()).resolves.toBe(true);
    await offices.numberField().click();
    await page.keyboard.press('Tab');
    await offices.dialog().getByText('Office Number is required', { exact: true }).waitFor();
    await offices.numberField().fill(number);
    await offices.chooseLocation('Madeira');
    await expect.poll(() => add.isDisabled()).toBe(false);
    await offices.submit('Add');
    await login.snackbar(`Office ${number} was added.`).waitFor();
    await offices.row(number).getByRole('cell', { name: 'Madeira' }).waitFor();
    const created = (await listed()).find((office) => office.number === number);
    expect(created).toEqual({ id: expect.any(Number), number, location_id: 1 });

    const renumbered = `B-${unique}`;
    await offices.openEdit(number);
    await expect(offices.numberField().inputValue()).resolves.toBe(number);
    await offices.numberField().fill(renumbered);
    await offices.chooseLocation('Harbor Bay');
    await offices.submit('Save');
    await login.snackbar(`Office ${renumbered} was updated.`).waitFor();
    await offices.row(renumbered).getByRole('cell', { name: 'Harbor Bay' }).waitFor();
    await expect(offices.row(number).count()).resolves.toBe(0);
    expect((await listed()).find((office) => office.id === created!.id)).toEqual({ id: created!.id, number: renumbered, location_id: 2 });

    await offices.delete(renumbered);
    await login.snackbar(`Office ${renumbered} was deleted.`).waitFor();
    await offices.row(renumbered).waitFor({ state: 'detached' });
    expect((await listed()).map((office) => office.id)).not.toContain(created!.id);
  });

  it('shows the conflict when the number already exists, and keeps the dialog open', async () => {
    const { screen: offices } = await signInToScreen('/offices', OfficesPage);
    const before = await listed();
    await offices.openAdd();
    await offices.numberField().fill('101');
    await offices.submitButton('Add').click();
    // The snackbar says it, and so does the field, where the number can be changed.
    await page.getByRole('alert').filter({ hasText: officeMessages.numberTaken }).waitFor();
    await offices.numberField().and(page.locator('[aria-invalid="true"]')).waitFor();
    await offices.dialog().getByText(officeMessages.numberTaken, { exact: true }).waitFor();
    await offices.dialog().getByRole('button', { name: 'Cancel' }).click();
    await offices.dialog().waitFor({ state: 'hidden' });
    expect(await listed()).toEqual(before);
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { screen: offices } = await signInToScreen('/offices', OfficesPage);
    await offices.row('101').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
