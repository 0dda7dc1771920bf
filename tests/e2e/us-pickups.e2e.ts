import { describe, expect, it } from 'vitest';
import type { Pickup } from '../../src/domain/pickups';
import { listedToAdmin } from '../helpers/e2e/api';
import { blockingViolations } from '../helpers/e2e/blocking-violations';
import { OrderFormPage } from '../helpers/e2e/pages/order-form-page';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { UsPickupsPage } from '../helpers/e2e/pages/us-pickups-page';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { baseUrl, desktop, page, signInToScreen, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

// Pickups of this file carry the tag, so files running beside it never see them.
const unique = `${Date.now().toString(36)}${process.pid % 10_000}`;

const pickupNamed = async (name: string) => (await listedToAdmin<Pickup>(baseUrl, `/pickups?search=${encodeURIComponent(name)}`)).find((pickup) => pickup.name === name);

describe('US Pickups', () => {
  it('a worker adds a pickup, finds it, renames it, and picks it in the order form without a reload', async () => {
    const { login, screen: pickups } = await signInToScreen('/us-pickups', UsPickupsPage, 'worker@demo.test');
    const name = `Outlet ${unique}`;
    const address = `${unique} NW 36th St, Doral, FL 33166`;

    await pickups.openAdd();
    const add = pickups.submitButton('Add');
    await expect(add.isDisabled()).resolves.toBe(true);
    // The disabled Add says why; the field's own message comes once it is touched.
    await expect(pickups.submitReason('Add')).resolves.toBe('Not ready to add: Name is required, and 1 more field to fix.');
    await expect(pickups.dialog().getByText('Name is required', { exact: true }).count()).resolves.toBe(0);
    await pickups.field('name').click();
    await page.keyboard.press('Tab');
    await pickups.dialog().getByText('Name is required', { exact: true }).waitFor();
    await pickups.fill({ name, address, phone: '+1 305 555 0177', email: 'desk at outlet' });
    await pickups.dialog().getByText('Must be valid e-mail', { exact: true }).waitFor();
    await expect(add.isDisabled()).resolves.toBe(true);
    await pickups.fill({ email: `desk.${unique}@outlet.test` });
    await expect.poll(() => add.isDisabled()).toBe(false);
    await pickups.submit('Add');
    await login.snackbar(`${name} was added.`).waitFor();
    await pickups.row(name).waitFor();
    expect(await pickupNamed(name)).toEqual({ id: expect.any(Number), name, address, phone: '+1 305 555 0177', email: `desk.${unique}@outlet.test` });

    // Found by part of its address, the search kept in the address bar.
    await pickups.search(`${unique} nw 36th`);
    await page.waitForURL(/search=/);
    await expect.poll(() => pickups.rowNames()).toEqual([name]);
    await expect(pickups.resultCount().innerText()).resolves.toBe('1 match');
    expect(await blockingViolations(page)).toEqual([]);

    const renamed = `Outlet West ${unique}`;
    await pickups.openEdit(name);
    await expect(pickups.field('address').inputValue()).resolves.toBe(address);
    await pickups.fill({ name: renamed, phone: '' });
    await pickups.submit('Save');
    await login.snackbar(`${renamed} was updated.`).waitFor();
    await pickups.row(renamed).waitFor();
    expect(await pickupNamed(renamed)).toMatchObject({ name: renamed, address, phone: null });

    // On to a new order in the same app, as a worker does: the form's list already has the new name.
    await new ShellPage(page).openFromDrawer('Orders');
    await page.getByRole('button', { name: 'Create Order' }).click();
    const form = new OrderFormPage(page);
    await form.ready('Create New Order');
    await form.radio('Pick-up').check();
    await form.input('US pickup').fill(unique);
    await form.option(`${renamed} · ${address}`).click();
    await expect(form.input('US pickup').inputValue()).resolves.toBe(`${renamed} · ${address}`);
    await expect(form.option(new RegExp(`^${name} ·`)).count()).resolves.toBe(0);
  });

  it('on a 390 px phone shows a row of lines per pickup that fits, with buttons of at least 44 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { screen: pickups } = await signInToScreen('/us-pickups', UsPickupsPage, 'worker@demo.test');
    await pickups.row('Costco Wholesale Doral').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
    await pickups.openEdit('Costco Wholesale Doral');
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
  });
});
