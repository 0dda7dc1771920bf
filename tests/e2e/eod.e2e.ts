import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../src/domain/auth';
import { zEodDetail } from '../../src/domain/eod';
import type { Invoice } from '../../src/domain/invoices';
import { formatDollars, parseCents } from '../../src/domain/pricing';
import { apiGet, apiPost, apiToken } from '../helpers/e2e/api';
import { createCustomer, createOrder, defaultPackages, uniqueTag } from '../helpers/e2e/order-fixtures';
import { EodDetailPage, EodReportsPage } from '../helpers/e2e/pages/eod-pages';
import { demoPassword } from '../helpers/e2e/pages/login-page';
import { blockingViolations, settleAnimations } from '../helpers/e2e/blocking-violations';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { baseUrl, desktop, page, pathname, signIn, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const settle = { timeout: 15_000 };
const tag = uniqueTag();
const money = (dollars: number) => formatDollars(parseCents(dollars));
/** Today in Nassau: the day the report is for, and the day the invoice below is paid. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Nassau' }).format(new Date());
const shownDay = (date: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`));

let paid: Invoice;

/** A customer's invoice generated, approved and paid in cash today, so the day has a payment of this run's own. */
beforeAll(async () => {
  const customer = await createCustomer(baseUrl, 'Eve', `Daybook${tag}`, 1);
  const order = await createOrder(baseUrl, customer.id, defaultPackages(tag));
  const manager = await apiPost<{ token: string; user: AuthUser }>(baseUrl, '/authenticate', null, { email: 'manager@demo.test', password: demoPassword });
  const invoice = await apiPost<{ id: number }>(baseUrl, `/invoices?orderID=${order.id}`, manager.token, {});
  await apiPost(baseUrl, `/invoices/${invoice.id}/approve?workerID=${manager.user.id}`, manager.token, {});
  const admin = await apiToken(baseUrl, 'admin@demo.test');
  await apiPost(baseUrl, `/invoices/${invoice.id}/pay?type=cash`, admin, {});
  paid = await apiGet<Invoice>(baseUrl, `/invoices/${invoice.id}`, admin);
});

describe('End of day', () => {
  it("lets an admin count today's report from a beginning balance and read the day's figures, on a desktop and a phone", async () => {
    await signInTo('/reports/eod');
    const list = new EodReportsPage(page, 'End Of Day Reports');
    await list.ready();
    await list.openNew();
    expect(await list.date()).toBe(shownDay(today(), { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }));
    await list.fill({ 'Beginning Balance': '150.25', 'Ending Balance': '9000', Notes: `Counted by the e2e run ${tag}` });
    await list.submitButton('Save').click();
    await page.waitForURL(/\/reports\/eod\/\d+$/, settle);
    const id = Number(pathname().split('/').pop());

    const detail = new EodDetailPage(page);
    await detail.ready(`End Of Day: ${shownDay(today(), { month: 'short', day: 'numeric', year: 'numeric' })}`);
    const { meta } = zEodDetail.parse(await apiGet(baseUrl, `/transactions/daily?reportId=${id}`, await apiToken(baseUrl, 'admin@demo.test')));
    await expect(detail.figure('Summary', 'Beginning balance')).resolves.toBe('$150.25');
    await expect(detail.figure('Summary', 'Ending balance')).resolves.toBe('$9,000.00');
    // The server's difference is ending − (beginning + the day's cash); the screen shows what it answered.
    expect(meta.eod_difference).toBe((900_000 - 15_025 - parseCents(meta.new_cash_total)) / 100);
    await expect(detail.figure('Summary', 'EOD difference')).resolves.toBe(money(meta.eod_difference!));
    await expect(detail.figure('Payments', 'Cash total')).resolves.toBe(money(meta.new_cash_total));
    await expect(detail.figure('Payments', 'All payments')).resolves.toBe(money(meta.transactions_total));
    await expect(detail.figure('Summary', 'Total VAT')).resolves.toBe(money(meta.vat_total));
    await expect(detail.figure('Other', 'Documentation fee')).resolves.toBe(money(meta.documentation_total!));
    // Today's cash payment of this run is among the day's transactions, its value the invoice's grand total.
    const row = detail.transaction(paid.pseudo_id);
    await row.waitFor();
    expect(await row.innerText()).toContain(money(paid.grandTotal));
    await page.getByText(`Counted by the e2e run ${tag}`).waitFor();
    expect(await blockingViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe(`eod-${today()}.csv`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('list', { name: 'Transactions' }).waitFor();
    // The drawer slides away as the frame narrows: measured once it has gone.
    await settleAnimations(page);
    await expect(phoneFitProblems(page)).resolves.toEqual({ wide: [], small: [] });
    await page.getByRole('link', { name: 'All reports' }).click();
    await list.ready();
    await page.getByRole('list', { name: 'End-of-day reports' }).getByRole('link', { name: shownDay(today(), { month: 'short', day: 'numeric', year: 'numeric' }) }).waitFor();
    await expect(phoneFitProblems(page)).resolves.toEqual({ wide: [], small: [] });
    await list.openNew();
    await settleAnimations(page);
    await expect(phoneFitProblems(page)).resolves.toEqual({ wide: [], small: [] });
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('lands an accounts user on The EOD', async () => {
    await signIn('accounts@demo.test');
    await page.waitForURL(`${baseUrl}/reports/acc`, settle);
    const list = new EodReportsPage(page, 'The EOD');
    await list.ready();
    await page.getByRole('link', { name: 'The EOD' }).waitFor();
  });
});
