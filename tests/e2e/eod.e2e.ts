import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../src/domain/auth';
import type { Invoice } from '../../src/domain/invoices';
import { formatDollars, parseCents } from '../../src/domain/pricing';
import { apiGet, apiPost, apiToken } from '../helpers/e2e/api';
import { createCustomer, createOrder, defaultPackages, uniqueTag } from '../helpers/e2e/order-fixtures';
import { EodDetailPage, EodReportsPage } from '../helpers/e2e/pages/eod-pages';
import { demoPassword } from '../helpers/e2e/pages/login-page';
import { blockingViolations, settleAnimations } from '../helpers/e2e/blocking-violations';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { baseUrl, desktop, page, signIn, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const settle = { timeout: 15_000 };
const tag = uniqueTag();
const money = (dollars: number) => formatDollars(parseCents(dollars));
/** Today in Nassau: the day the report is for, and the day the invoice below is paid. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Nassau' }).format(new Date());
const shownDay = (date: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`));

/** Cents of a figure as the screen shows it ('$1,610.40'). */
const centsShown = (text: string) => parseCents(text.replace(/[$,]/g, ''));

/** Two customers' invoices, generated and approved, to be paid in cash during the test: one at each branch. */
const invoices: { madeira: number; harborBay: number } = { madeira: 0, harborBay: 0 };
let admin: string;
beforeAll(async () => {
  const manager = await apiPost<{ token: string; user: AuthUser }>(baseUrl, '/authenticate', null, { email: 'manager@demo.test', password: demoPassword });
  const approved = async (lastName: string, locationId: 1 | 2) => {
    const customer = await createCustomer(baseUrl, 'Eve', `${lastName}${tag}`, locationId);
    const order = await createOrder(baseUrl, customer.id, defaultPackages(tag));
    const invoice = await apiPost<{ id: number }>(baseUrl, `/invoices?orderID=${order.id}`, manager.token, {});
    await apiPost(baseUrl, `/invoices/${invoice.id}/approve?workerID=${manager.user.id}`, manager.token, {});
    return invoice.id;
  };
  invoices.madeira = await approved('Madeira', 1);
  invoices.harborBay = await approved('Harbor', 2);
  admin = await apiToken(baseUrl, 'admin@demo.test');
});

const payInCash = async (id: number, branch: 1 | 2) => {
  await apiPost(baseUrl, `/invoices/${id}/pay?type=cash&branch=${branch}`, admin, {});
  return apiGet<Invoice>(baseUrl, `/invoices/${id}`, admin);
};

describe('End of day', () => {
  it("lets an admin count today's report, whose branch cash grows by exactly the cash taken at each branch, on a desktop and a phone", async () => {
    await signInTo('/reports/eod');
    const list = new EodReportsPage(page, 'End Of Day Reports');
    await list.ready();
    await list.openNew();
    expect(await list.date()).toBe(shownDay(today(), { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }));
    await list.fill({ 'Beginning Balance': '150.25', 'Ending Balance': '9000', Notes: `Counted by the e2e run ${tag}` });
    await list.submitButton('Save').click();
    await page.waitForURL(/\/reports\/eod\/\d+$/, settle);

    const detail = new EodDetailPage(page);
    const title = `End Of Day: ${shownDay(today(), { month: 'short', day: 'numeric', year: 'numeric' })}`;
    await detail.ready(title);
    const before = { madeira: centsShown(await detail.figure('Payments', 'Madeira cash')), harborBay: centsShown(await detail.figure('Payments', 'Harbor Bay cash')) };

    // Cash taken now at each branch: the report, read again, adds exactly these two payments.
    const madeira = await payInCash(invoices.madeira, 1);
    const harborBay = await payInCash(invoices.harborBay, 2);
    await page.reload();
    await detail.ready(title);
    const madeiraCash = centsShown(await detail.figure('Payments', 'Madeira cash'));
    const harborBayCash = centsShown(await detail.figure('Payments', 'Harbor Bay cash'));
    expect(madeiraCash - before.madeira).toBe(parseCents(madeira.grandTotal));
    expect(harborBayCash - before.harborBay).toBe(parseCents(harborBay.grandTotal));
    const cashTotal = centsShown(await detail.figure('Payments', 'Cash total'));
    expect(cashTotal).toBe(madeiraCash + harborBayCash);
    await expect(detail.figure('Summary', 'Beginning balance')).resolves.toBe('$150.25');
    await expect(detail.figure('Summary', 'Ending balance')).resolves.toBe('$9,000.00');
    // The difference is ending − (beginning + the day's cash): $9,000.00 − $150.25 − the cash total.
    await expect(detail.figure('Summary', 'EOD difference')).resolves.toBe(money((900_000 - 15_025 - cashTotal) / 100));
    for (const [invoice, branch] of [[madeira, 'Madeira'], [harborBay, 'Harbor Bay']] as const) {
      const row = detail.transaction(invoice.pseudo_id);
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain(money(invoice.grandTotal));
      expect(text).toContain(branch);
    }
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
