import { describe, expect, it } from 'vitest';
import { creditMessages, zCredit, zCreditsPage } from '../../src/domain/credits';
import { apiGet, apiPost, apiToken } from '../helpers/e2e/api';
import { uniqueTag } from '../helpers/e2e/order-fixtures';
import { CreditReceiptPage, CreditsPage } from '../helpers/e2e/pages/credits-page';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { baseUrl, context, desktop, page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const settle = { timeout: 15_000 };

describe('CC Payments', () => {
  it('records a payment from the dialog; its receipt opens in a new tab with the fee worked out, and the list shows it', async () => {
    const tag = uniqueTag();
    const last = `Cardholder${tag}`;
    const login = await signInTo('/orders', 'admin@demo.test');
    await new ShellPage(page).openFromDrawer('CC Payments');
    await page.waitForURL(`${baseUrl}/credits`);
    const credits = new CreditsPage(page);
    await credits.ready();

    await credits.openAdd();
    await expect(credits.submitButton('Submit').isDisabled()).resolves.toBe(true);
    await credits.touch('First Name');
    await credits.dialog().getByText(creditMessages.firstNameRequired, { exact: true }).waitFor();
    await credits.fill({ 'First Name': 'Dana', 'Last Name': last, Vendor: 'Best Buy', Description: 'Noise-cancelling headphones', Cost: '123.45' });
    await expect.poll(() => credits.submitButton('Submit').isDisabled()).toBe(false);

    const [receiptTab] = await Promise.all([context.waitForEvent('page'), credits.submitButton('Submit').click()]);
    await receiptTab.waitForURL(/\/credits\/\d+$/, settle);
    const id = Number(new URL(receiptTab.url()).pathname.split('/').pop());
    const receipt = new CreditReceiptPage(receiptTab);
    await receipt.ready(id);
    // $123.45 at the demo's 3% card fee: 12,345¢ × 3% = 370.35¢ → 370¢; 12,345¢ + 370¢ = 12,715¢.
    expect(await receipt.lines()).toEqual([
      ['Name', `Dana ${last}`],
      ['Description', 'Noise-cancelling headphones'],
      ['Vendor', 'Best Buy'],
      ['Cost', '$123.45'],
      ['Processing fee (3%)', '$3.70'],
      ['Total', '$127.15'],
    ]);
    await receiptTab.getByRole('button', { name: 'Print' }).waitFor();

    await login.snackbar(`CC payment #${id} was recorded.`).waitFor(settle);
    await credits.dialog().waitFor({ state: 'hidden' });
    const row = credits.row(last);
    await row.waitFor(settle);
    expect((await row.innerText()).replace(/\s+/g, ' ')).toBe(`Dana ${last} Best Buy Noise-cancelling headphones $123.45 $3.70 $127.15`);

    const admin = await apiToken(baseUrl, 'admin@demo.test');
    const stored = zCredit.parse(await apiGet(baseUrl, `/credits/${id}`, admin));
    expect(stored).toMatchObject({ name: `Dana ${last}`, value: 123.45, processingFee: 3.7, total: 127.15, fee_rate: 3, created_by: expect.any(String) });
    const found = zCreditsPage.parse(await apiGet(baseUrl, `/credits?search=${last}`, admin));
    expect(found.data.map((credit) => credit.id)).toEqual([id]);
  });

  it('fits a phone: the list as cards and the receipt, with nothing wider than the screen', async () => {
    const last = `Pocket${uniqueTag()}`;
    const worker = await apiToken(baseUrl, 'worker@demo.test');
    // $0.50: 50¢ × 3% = 1.5¢ → 2¢ (half rounds up); total 52¢.
    const recorded = zCredit.parse(await apiPost(baseUrl, '/credits', worker, { firstName: 'Pat', lastName: last, vendor: 'Shein', description: 'Hair ties', value: 0.5 }));
    expect([recorded.processingFee, recorded.total]).toEqual([0.02, 0.52]);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(`/credits?search=${last}`, 'worker@demo.test');
    const credits = new CreditsPage(page);
    await credits.ready();
    await credits.row(last).waitFor(settle);
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });

    await credits.row(last).getByRole('link', { name: `Pat ${last}` }).click();
    await page.waitForURL(`${baseUrl}/credits/${recorded.id}`);
    const receipt = new CreditReceiptPage(page);
    await receipt.ready(recorded.id);
    expect((await receipt.lines()).slice(3)).toEqual([
      ['Cost', '$0.50'],
      ['Processing fee (3%)', '$0.02'],
      ['Total', '$0.52'],
    ]);
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
  });
});
