import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { fakeApi, json } from '../../helpers/app/fake-api';
import { fullDetail, report, signInAs, transaction, v2Detail } from './eod-fixtures';
import { renderEod } from './render-eod';

// A whole report page is a large page for jsdom to search by role on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const heading = () => screen.findByRole('heading', { level: 2 });
/** A figure's row of a group as one text, label then value(s): 'Duty$640.10'. */
const figure = (group: string, label: string) => within(screen.getByRole('region', { name: group })).getByRole('rowheader', { name: label }).closest('tr')!.textContent;
/** Every label of the totals, all groups. */
const allLabels = () => ['Summary', 'Payments', 'Customs', 'Fees', 'Freight', 'Other'].flatMap(labels);
const labels = (group: string) => within(screen.getByRole('region', { name: group })).getAllByRole('rowheader').map((cell) => cell.textContent ?? '');

describe('the full EOD detail for an admin', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInAs('admin');
    onWideScreen();
  });

  it('shows the date, the balances with the difference, and every total in its group, in dollars', async () => {
    api.on('GET', '/transactions/daily', () => json(200, fullDetail()));
    renderEod('/reports/eod/5');
    expect((await heading()).textContent).toBe('End Of Day: Nov 20, 2026');
    expect(api.sent('GET', '/transactions/daily')[0]!.query.get('reportId')).toBe('5');
    // The fixture's figures agree with each other as the server's would: cash 1,200.25 + 410.15 = 1,610.40;
    // ending 1,830.40 − (beginning 250.00 + cash 1,610.40) = −30.00.
    expect(figure('Summary', 'Beginning balance')).toBe('Beginning balance$250.00');
    expect(figure('Summary', 'Ending balance')).toBe('Ending balance$1,830.40');
    expect(figure('Summary', 'EOD difference')).toBe('EOD difference-$30.00');
    expect(figure('Summary', 'Total VAT')).toBe('Total VAT$247.69');
    expect(labels('Payments')).toEqual(['Harbor Bay cash', 'Madeira cash', 'Cash total', 'Bank', 'Check', 'Online', 'Online card fees', 'Counter card', 'Counter card fees', 'CC payments', 'CC processing', 'All payments']);
    expect(figure('Payments', 'Harbor Bay cash')).toBe('Harbor Bay cash$1,200.25');
    expect(figure('Payments', 'Madeira cash')).toBe('Madeira cash$410.15');
    expect(figure('Payments', 'Cash total')).toBe('Cash total$1,610.40');
    expect(figure('Payments', 'Check')).toBe('Check$125.50');
    expect(figure('Payments', 'Online card fees')).toBe('Online card fees$20.03');
    expect(figure('Payments', 'CC payments')).toBe('CC payments$312.00');
    expect(figure('Payments', 'All payments')).toBe('All payments$2,762.70');
    expect(figure('Customs', 'Duty')).toBe('Duty$640.10');
    expect(figure('Customs', 'VAT without freight')).toBe('VAT without freight$142.33');
    expect(figure('Fees', 'Additional weight')).toBe('Additional weight$31.00$3.10');
    expect(figure('Fees', 'Managed fees')).toBe('Managed fees$15.00$1.50');
    expect(figure('Fees', 'Storage')).toBe('Storage$9.00$0.90');
    expect(figure('Freight', 'Freight without VAT')).toBe('Freight without VAT$812.40');
    expect(figure('Freight', 'Freight tax')).toBe('Freight tax$60.20');
    expect(figure('Freight', 'Freight VAT')).toBe('Freight VAT$87.26');
    expect(labels('Other')).toEqual(['Insurance', 'Processing', 'Documentation fee', 'Documentation fee VAT']);
    expect(figure('Other', 'Documentation fee')).toBe('Documentation fee$35.00');
    expect(within(screen.getByRole('region', { name: 'Notes' })).getByText('Till counted twice.')).toBeTruthy();
  });

  it('lists the transactions with the invoice each paid, linked to its page, and times in Nassau', async () => {
    api.on('GET', '/transactions/daily', () => json(200, fullDetail()));
    renderEod('/reports/eod/5');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Transaction #', 'Type', 'PnP #', 'Invoice', 'Client', 'Branch', 'Levy', 'Duty', 'Shipping', 'VAT', 'Processing', 'Value', 'Date',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    // 15:30 UTC is 10:30 AM in Nassau (EST, UTC−5, in November).
    expect(rows[0]!.textContent).toBe('901Cash—#26-000031Andre RolleHarbor Bay$1.45$36.25$21.00$7.77$10.10$1,234.56Nov 20, 2026, 10:30 AM');
    expect(rows[1]!.textContent).toContain('Card');
    expect(rows[1]!.textContent).toContain('PNP-4242');
    expect(within(rows[1]!).getByRole('link', { name: 'Invoice #26-000032' }).getAttribute('href')).toBe('/invoices/32');
    expect(screen.getByText('2 transactions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('says when no payments were taken that day, and that the difference waits for an ending balance', async () => {
    api.on('GET', '/transactions/daily', () => json(200, fullDetail({ report: report(5, { ending: null }), eod_difference: null, data: [] })));
    renderEod('/reports/eod/5');
    await screen.findByText('No payments were taken on this day.');
    expect(figure('Summary', 'Ending balance')).toBe('Ending balanceNot counted');
    expect(figure('Summary', 'EOD difference')).toBe('EOD differenceNeeds an ending balance');
  });

  it('leaves out the documentation fee of a report dated before 2018-05-10, and shows shopping funds when the report has them', async () => {
    api.on('GET', '/transactions/daily', () =>
      json(200, fullDetail({ meta: { report_date: '2018-05-09', documentation_total: null, documentation_vat: null, shoppingFundDiff: 40, shoppingFundFees: 2.5 } })),
    );
    renderEod('/reports/eod/5');
    expect((await heading()).textContent).toBe('End Of Day: May 9, 2018');
    expect(labels('Other')).toEqual(['Insurance', 'Processing', 'Shopping funds', 'Shopping fund fees']);
    expect(figure('Other', 'Shopping fund fees')).toBe('Shopping fund fees$2.50');
    expect(screen.queryByText(/Documentation fee/)).toBeNull();
  });

  it('answers a report that does not exist with the not-found page', async () => {
    api.on('GET', '/transactions/daily', () => json(404, { error: { code: 'NOT_FOUND', message: 'Report not found.' } }));
    renderEod('/reports/eod/99');
    await screen.findByRole('heading', { name: 'Page not found' });
  });

  it('answers an id that cannot name a report with the not-found page, asking nothing', async () => {
    renderEod('/reports/eod/abc');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(api.requests).toHaveLength(0);
  });

  it('says why a report could not load', async () => {
    api.on('GET', '/transactions/daily', () => json(503, { error: { code: 'BUSY', message: 'The server is busy.' } }));
    renderEod('/reports/eod/5');
    await screen.findByText('Could not load this report');
    expect(screen.getByText('The server is busy.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the accounts EOD detail', { timeout: 20_000 }, () => {
  beforeEach(() => onWideScreen());

  it('shows every total but the cash and the difference when the server leaves them out (a basic user)', async () => {
    signInAs('basic');
    const withoutCash = fullDetail({ meta: { harbor_bay_cash: null, madeira_cash: null, new_cash_total: null }, eod_difference: null });
    api.on('GET', '/transactions/daily/acc', () => json(200, withoutCash));
    renderEod('/reports/acc/5');
    expect((await heading()).textContent).toBe('The EOD: Nov 20, 2026');
    expect(labels('Summary')).toEqual(['Beginning balance', 'Ending balance', 'Total VAT']);
    expect(labels('Payments')).toEqual(['Bank', 'Check', 'Online', 'Online card fees', 'Counter card', 'Counter card fees', 'CC payments', 'CC processing', 'All payments']);
    expect(allLabels().filter((label) => /cash|difference/i.test(label))).toEqual([]);
    expect(await screen.findByRole('table', { name: 'Transactions' })).toBeTruthy();
  });

  it('shows the accounts office the cash and the difference', async () => {
    signInAs('accounts');
    api.on('GET', '/transactions/daily/acc', () => json(200, fullDetail()));
    renderEod('/reports/acc/5');
    await heading();
    expect(figure('Payments', 'Cash total')).toBe('Cash total$1,610.40');
    expect(figure('Summary', 'EOD difference')).toBe('EOD difference-$30.00');
    expect(api.sent('GET', '/transactions/daily')).toHaveLength(0);
  });
});

describe('the EOD v2 detail', { timeout: 20_000 }, () => {
  beforeEach(() => onWideScreen());

  it('shows the totals without the transactions, the VAT total or the difference, and offers Print but no CSV', async () => {
    signInAs('admin');
    api.on('GET', '/transactions/daily/v2', () => json(200, v2Detail()));
    renderEod('/reports/eodv2/5');
    expect((await heading()).textContent).toBe('End Of Day: Nov 20, 2026');
    expect(labels('Summary')).toEqual(['Beginning balance', 'Ending balance']);
    expect(figure('Payments', 'Harbor Bay cash')).toBe('Harbor Bay cash$1,200.25');
    expect(figure('Fees', 'Hazard')).toBe('Hazard$25.00$2.50');
    expect(screen.queryByRole('table', { name: 'Transactions' })).toBeNull();
    expect(screen.queryByText('Total VAT')).toBeNull();
    expect(screen.queryByText('EOD difference')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('shows a worker-v2 user no cash, which the server leaves out for them', async () => {
    signInAs('worker-v2');
    api.on('GET', '/transactions/daily/v2', () => json(200, v2Detail({ harbor_bay_cash: null, madeira_cash: null, new_cash_total: null })));
    renderEod('/reports/eodv2/5');
    await heading();
    expect(allLabels().filter((label) => /cash/i.test(label))).toEqual([]);
    expect(figure('Payments', 'Bank')).toBe('Bank$300.00');
  });
});

describe('the full EOD detail on a phone', { timeout: 20_000 }, () => {
  it('shows the transactions as cards, each opening the invoice it paid', async () => {
    signInAs('admin');
    api.on('GET', '/transactions/daily', () => json(200, fullDetail({ data: [transaction(901)] })));
    renderEod('/reports/eod/5');
    const cards = await screen.findByRole('list', { name: 'Transactions' });
    const card = within(cards).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('link', { name: 'Invoice #26-000031' }).getAttribute('href')).toBe('/invoices/31');
    expect(card.textContent).toContain('#901 · Cash');
    expect(card.textContent).toContain('Duty: $36.25');
  });
});
