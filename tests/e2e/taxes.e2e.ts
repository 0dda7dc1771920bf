import { describe, expect, it } from 'vitest';
import { taxesListLimit, taxMessages, type Tax } from '../../src/domain/taxes';
import { apiGet, apiPost, apiToken, listedToAdmin } from '../helpers/e2e/api';
import { blockingViolations } from '../helpers/e2e/blocking-violations';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { TaxesPage } from '../helpers/e2e/pages/taxes-page';
import { baseUrl, desktop, page, signInToScreen, useBrowserSession } from '../helpers/e2e/session-fixture';
import { createTax, deleteTax } from '../helpers/e2e/tax-fixtures';

useBrowserSession(desktop);

const unique = `${Date.now().toString(36)}${process.pid % 10_000}`;

const search = (text: string) => listedToAdmin<Tax>(baseUrl, `/taxes?search=${encodeURIComponent(text)}`);

/** A real order whose item uses the category, so the server refuses to delete it. */
const orderUsingTax = async (taxId: number) => {
  const token = await apiToken(baseUrl, 'worker@demo.test');
  const [customer] = (await apiGet<{ data: { id: number }[] }>(baseUrl, '/customers?search=personal@demo.test&limit=1', token)).data;
  const item = { description: 'Blender', tax_id: taxId, quantity: 1, unit_price: 40, hazard: false, fragile: true };
  const pkg = { type: 'box', description: 'Kitchen', itemsno: 1, weight: 6, length: 30, width: 20, height: 20, vendor_shipping: 0, item_tax: 0, items: [item] };
  const data = { customer: customer!.id, shipping_method: 'standard', invoice_in_box: 0, warehouse_via: 'courier', vendor: 'Amazon', packages: [pkg] };
  await apiPost(baseUrl, '/orders', token, { data });
};

describe('Duty & Tariffs', () => {
  it('lets an admin add a category, find it by tariff code, edit it and delete it', async () => {
    const { login, screen: taxes } = await signInToScreen('/taxes', TaxesPage, 'admin@demo.test');
    const description = `Drone parts ${unique}`;
    const tariffCode = `TC-${unique}`.toUpperCase();

    await taxes.openAdd();
    await expect(taxes.submitButton('Add').isDisabled()).resolves.toBe(true);
    await expect(taxes.submitReason('Add')).resolves.toBe('Not ready to add: Description is required, and 3 more fields to fix.');
    // Touching each field and leaving it empty shows the spec's messages.
    for (const name of ['description', 'tariffCode', 'duty', 'levy'] as const) {
      await taxes.field(name).focus();
      await taxes.field(name).blur();
    }
    for (const message of ['Description is required', 'Tariff Code is required', 'Vat is required', 'Levy is required']) {
      await taxes.dialog().getByText(message, { exact: true }).waitFor();
    }
    expect(await blockingViolations(page)).toEqual([]);
    // Duty and levy take numbers only.
    await taxes.field('duty').pressSequentially('3a5');
    await expect(taxes.field('duty').inputValue()).resolves.toBe('35');
    await taxes.fill({ description, tariffCode });
    await expect(taxes.submitButton('Add').isDisabled()).resolves.toBe(true);
    await expect(taxes.submitReason('Add')).resolves.toBe('Not ready to add: Levy is required.');
    await taxes.fill({ levy: '5' });
    await expect.poll(() => taxes.submitButton('Add').isDisabled()).toBe(false);
    await expect(taxes.submitReason('Add')).resolves.toBeNull();
    await taxes.submit('Add');
    await login.snackbar(`Tariff category "${description}" was added.`).waitFor();

    const [created] = await search(tariffCode);
    expect(created).toEqual({ id: expect.any(Number), description, vat: 35, levy: 5, levy_kind: 'percent', zero_rated: false, tariff_code: tariffCode });

    // The search is case-insensitive and looks at the tariff code as well as the description.
    await taxes.search(tariffCode.toLowerCase());
    const row = taxes.row(description);
    await row.waitFor();
    await expect.poll(() => taxes.rows().count(), { timeout: 5000 }).toBe(1);
    await expect(taxes.resultCount().innerText()).resolves.toBe('1 match');
    for (const text of ['35%', '5%', tariffCode]) await row.getByText(text, { exact: true }).waitFor();
    await expect(row.getByText('Zero-rated').count()).resolves.toBe(0);

    await taxes.openEdit(description);
    await expect(taxes.field('duty').inputValue()).resolves.toBe('35');
    await taxes.fill({ duty: '7.5' });
    await taxes.chooseLevyKind('Dollars per unit');
    await taxes.fill({ levy: '5' });
    await taxes.zeroRated().check();
    await taxes.submit('Save');
    await login.snackbar(`Tariff category "${description}" was updated.`).waitFor();
    for (const text of ['7.5%', '$5.00 per unit', 'Zero-rated']) await row.getByText(text, { exact: true }).waitFor();
    expect((await search(tariffCode))[0]).toMatchObject({ vat: 7.5, levy: 5, levy_kind: 'per_unit', zero_rated: true });

    // Delete is behind the row's actions button and asks first; cancelling keeps the category.
    await taxes.chooseAction(description, 'Delete');
    await taxes.dialog().getByText(`"${description}" (tariff code ${tariffCode}) will be removed`, { exact: false }).waitFor();
    await taxes.dialog().getByRole('button', { name: 'Cancel' }).click();
    await taxes.dialog().waitFor({ state: 'hidden' });
    await row.waitFor();

    await taxes.delete(description);
    await login.snackbar(`Tariff category "${description}" was deleted.`).waitFor();
    await page.getByText(`No tariff categories match "${tariffCode.toLowerCase()}".`).waitFor();
    expect(await search(tariffCode)).toEqual([]);
  });

  it("keeps a category that an order uses, showing the server's refusal", async () => {
    const token = await apiToken(baseUrl, 'admin@demo.test');
    const tax = await createTax(baseUrl, token, {
      description: `Refused ${unique}`,
      vat: 10,
      levy: 0,
      levy_kind: 'percent',
      zero_rated: false,
      tariff_code: `R-${unique}`,
    });
    await orderUsingTax(tax.id);
    const { login, screen: taxes } = await signInToScreen('/taxes', TaxesPage, 'admin@demo.test');
    await taxes.search(tax.tariff_code);
    await expect.poll(() => taxes.rows().count(), { timeout: 5000 }).toBe(1);
    await taxes.delete(tax.description);
    await login.snackbar(taxMessages.inUse).waitFor();
    await taxes.row(tax.description).waitFor();
    expect((await search(tax.tariff_code)).map((t) => t.id)).toEqual([tax.id]);
  });

  it(`shows at most ${taxesListLimit} matches and says so`, async () => {
    const token = await apiToken(baseUrl, 'admin@demo.test');
    const marker = `Bulk ${unique}`;
    const made = [];
    for (let i = 0; i <= taxesListLimit; i++) {
      made.push(await createTax(baseUrl, token, { description: `${marker} ${String(i).padStart(2, '0')}`, vat: 10, levy: 0, levy_kind: 'percent', zero_rated: false, tariff_code: `B${unique}-${i}` }));
    }
    try {
      const { screen: taxes } = await signInToScreen('/taxes', TaxesPage, 'admin@demo.test');
      // Unfiltered, the list is already full (the seeded categories and these): the count says how many there are, the note how to narrow it.
      await page.getByText(`Showing the first ${taxesListLimit} categories.`, { exact: false }).waitFor();
      await expect(taxes.rows().count()).resolves.toBe(taxesListLimit);
      expect(Number((await taxes.resultCount().innerText()).split(' ')[0])).toBeGreaterThan(taxesListLimit);

      await taxes.search(marker.toUpperCase());
      await page.getByText(`Showing the first ${taxesListLimit} matches.`, { exact: false }).waitFor();
      await expect(taxes.resultCount().innerText()).resolves.toBe(`${taxesListLimit + 1} matches`);
      await taxes.row(`${marker} 00`).waitFor();
      await expect.poll(() => taxes.rows().count(), { timeout: 5000 }).toBe(taxesListLimit);
      await expect(taxes.row(`${marker} 50`).count()).resolves.toBe(0);

      await taxes.search(`${marker} 0`);
      await expect.poll(() => taxes.rows().count(), { timeout: 5000 }).toBe(10);
      await expect(page.getByText(`Showing the first ${taxesListLimit}`, { exact: false }).count()).resolves.toBe(0);
    } finally {
      for (const tax of made) await deleteTax(baseUrl, token, tax.id);
    }
  });

  it('shows a worker the list with no Add, Edit or Delete', async () => {
    const { screen: taxes } = await signInToScreen('/taxes', TaxesPage, 'worker@demo.test');
    await taxes.search('clothing');
    await taxes.row('Clothing and apparel').waitFor();
    await expect(taxes.addButton().count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Actions for/ }).count()).resolves.toBe(0);
    const entries = await new ShellPage(page).drawerEntries();
    expect(entries).toContain('Duty & Tariffs');
    expect(entries).not.toContain('Rates');
  });

  it('sorts by duty and keeps the search and sort in the address, so a reload or a shared link shows the same list', async () => {
    const { screen: taxes } = await signInToScreen('/taxes', TaxesPage, 'worker@demo.test');
    const byDescription = await taxes.rowNames();
    expect(byDescription).toEqual([...byDescription].sort((a, b) => a.localeCompare(b)));
    await taxes.sortBy('Duty');
    await page.waitForURL(/sort=vat&direction=desc/);
    // The duty column, read as numbers, runs from the highest rate down.
    const duties = async () => (await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((duty) => parseFloat(duty));
    await expect.poll(async () => {
      const shown = await duties();
      return shown.every((duty, i) => i === 0 || duty <= shown[i - 1]!) && shown[0]! > shown.at(-1)!;
    }).toBe(true);

    await taxes.search('an');
    await page.waitForURL(/search=an/);
    await expect.poll(() => taxes.rows().count()).toBeLessThan(byDescription.length);
    const shown = await taxes.rowNames();
    await page.reload();
    await taxes.ready();
    await expect(page.getByLabel('Search').inputValue()).resolves.toBe('an');
    await expect(taxes.rowNames()).resolves.toEqual(shown);
    await expect(page.getByRole('columnheader', { name: 'Duty' }).getAttribute('aria-sort')).resolves.toBe('descending');
  });

  it('on a 390 px phone shows rows that fit, sorts with Sort by, and keeps every button at least 44 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { screen: taxes } = await signInToScreen('/taxes', TaxesPage, 'admin@demo.test');
    await page.waitForLoadState('networkidle');
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
    await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: /^Duty/ }).click();
    await page.waitForURL(/sort=vat&direction=desc/);
    // The menu's Edit and Delete are thumb-sized too.
    await taxes.actionsButton('Televisions').click();
    await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
  });
});
