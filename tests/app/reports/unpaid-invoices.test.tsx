import { fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import type { UnpaidInvoiceRow } from '../../../src/domain/reports';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { catchDownloads, pageOf, renderReports, signInAsAdmin } from './render-reports';

configure({ asyncUtilTimeout: 5_000 });

const invoice = (id: number): UnpaidInvoiceRow => ({
  id,
  pseudo_id: `26-${String(id).padStart(6, '0')}`,
  order_id: 900 + id,
  client: id % 2 ? 'Andre Rolle' : 'Brittany Knowles',
  client_id: 40 + (id % 2),
  value: id === 60 ? 1234.5 : 94.89,
  status: id % 3 ? 'unpaid' : 'approved',
  // 20:15 UTC is 15:15 in Nassau (EST).
  created_at: '2026-01-14T20:15:00.000Z',
});
/** 14 unpaid invoices, newest first; the fake server pages them 10 at a time (a page is the server's size). */
const all = Array.from({ length: 14 }, (_, i) => invoice(60 - i));
const answer = (page: string | null) => json(200, pageOf(all, Number(page), 10));

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsAdmin();
  api = fakeApi();
  api.on('GET', '/invoices/unpaid', ({ query }) => answer(query.get('page')));
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tableRows = () => within(screen.getByRole('table', { name: 'Unpaid invoices' })).getAllByRole('row').slice(1);

// Mantine screens in jsdom take seconds on a busy 2-core machine.
describe('the unpaid invoices report on a wider screen', { timeout: 15_000 }, () => {
  beforeEach(() => onWideScreen());

  it('shows invoice, order, client, value, status and time per invoice, with the count', async () => {
    renderReports('/reports/unpaid/invoices');
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    const heads = within(screen.getByRole('table', { name: 'Unpaid invoices' })).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(heads).toEqual(['Invoice', 'Order', 'Client', 'Value', 'Status', 'Created at']);
    expect(tableRows()[0]!.textContent).toBe('26-000060#960Brittany Knowles$1,234.50ApprovedJan 14, 2026, 3:15 PM');
    expect(screen.getByRole('link', { name: 'Invoice 26-000060' }).getAttribute('href')).toBe('/invoices/60');
    expect(screen.getByRole('link', { name: 'Order #960' }).getAttribute('href')).toBe('/orders/960');
    expect(screen.getByText('14 unpaid invoices')).toBeTruthy();
  });

  it('turns to page 2 from the page selector', async () => {
    renderReports('/reports/unpaid/invoices');
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    fireEvent.click(screen.getAllByLabelText('Page')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Page #2', hidden: true }));
    await waitFor(() => expect(tableRows()).toHaveLength(4));
    expect(tableRows()[0]!.textContent).toContain('26-000050');
    expect(api.sent('GET', '/invoices/unpaid').map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('opens on the page the address names', async () => {
    renderReports('/reports/unpaid/invoices?page=2');
    await waitFor(() => expect(tableRows()).toHaveLength(4));
    expect(api.sent('GET', '/invoices/unpaid').map((request) => request.query.get('page'))).toEqual(['2']);
  });

  it('downloads every unpaid invoice as unpaid-invoices.csv', async () => {
    const saved = catchDownloads();
    api.on('GET', '/invoices/unpaid.csv', () => new Response('Invoice,Invoice ID\r\n26-000060,60\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    renderReports('/reports/unpaid/invoices');
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('unpaid-invoices.csv');
    expect(await saved[0]!.text).toBe('Invoice,Invoice ID\r\n26-000060,60\r\n');
    expect(api.sent('GET', '/invoices/unpaid.csv')[0]!.headers.accept).toBe('text/csv');
  });
});

describe('the unpaid invoices report', { timeout: 15_000 }, () => {
  it('says when every invoice is paid, without a pager', async () => {
    api.on('GET', '/invoices/unpaid', () => json(200, pageOf([], 1)));
    renderReports('/reports/unpaid/invoices');
    await screen.findByText('Every invoice is paid.');
    expect(screen.getByText('0 unpaid invoices')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("shows the server's message when it cannot load, with a retry", async () => {
    api.on('GET', '/invoices/unpaid', () => refusal(500, 'The database is busy.'));
    renderReports('/reports/unpaid/invoices');
    await screen.findByText('The database is busy.');
    api.on('GET', '/invoices/unpaid', ({ query }) => answer(query.get('page')));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('14 unpaid invoices');
  });

  it('is a card per invoice on a phone, with the invoice and the order as buttons', async () => {
    renderReports('/reports/unpaid/invoices');
    const cards = await screen.findByRole('list', { name: 'Unpaid invoices' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Invoice 26-000060' }).getAttribute('href')).toBe('/invoices/60');
    expect(within(first).getByRole('link', { name: 'Order #960' }).getAttribute('href')).toBe('/orders/960');
    expect(first.textContent).toContain('$1,234.50 · Jan 14, 2026, 3:15 PM');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
