import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import { cartMessages } from '../../../src/domain/cart';
import { dashboardMessages } from '../../../src/domain/client-dashboard';
import { json, refusal } from '../../helpers/app/fake-api';
import { customer, dashboardApi, invoice, renderDashboard, signInAsCustomer } from './client-fixtures';

configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => signInAsCustomer());
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = (name: 'Approved' | 'Paid') => screen.getByRole('region', { name });
const cartButton = () => screen.getByRole('button', { name: 'Cart' });

describe('the Invoices tab', { timeout: 20_000 }, () => {
  it('lists approved invoices, then paid ones, each opening its invoice page', async () => {
    dashboardApi({
      invoices: [
        invoice(7, { value: 45.5 }),
        invoice(6, { status: 'paid', type: 'cash', value: 80, grandTotal: 80, paid_on: '2026-03-03T16:00:00.000Z' }),
        invoice(5, { status: 'unpaid', type: null }),
      ],
    });
    renderDashboard();
    await screen.findByRole('link', { name: 'Invoice #26-00007' });
    expect(screen.getByRole('tab', { name: 'Invoices', selected: true })).toBeTruthy();
    const approved = within(section('Approved'));
    expect(approved.getByRole('link', { name: 'Invoice #26-00007' }).getAttribute('href')).toBe('/invoices/7');
    expect(approved.getByText('$45.50')).toBeTruthy();
    expect(approved.getByText('Order #307 · Online · Mar 2, 2026')).toBeTruthy();
    const paid = within(section('Paid'));
    expect(paid.getByRole('link', { name: 'Invoice #26-00006' }).getAttribute('href')).toBe('/invoices/6');
    expect(paid.getByText('Order #306 · Cash · Paid Mar 3, 2026')).toBeTruthy();
    // Unpaid invoices are still being prepared: neither section shows them.
    expect(screen.queryByRole('link', { name: 'Invoice #26-00005' })).toBeNull();
    expect(paid.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });

  it('adds an approved online invoice to the cart, which then opens, and shows it as in the cart', async () => {
    const api = dashboardApi({ invoices: [invoice(7)] });
    let inCart = false;
    api.on('POST', `/users/${customer.id}/cart`, () => {
      inCart = true;
      return json(201, {});
    });
    api.on('GET', `/users/${customer.id}/invoices`, ({ query }) =>
      json(200, { data: query.get('status') === 'approved' ? [] : [invoice(7, { in_cart: inCart })] }),
    );
    api.on('GET', `/users/${customer.id}/cart`, () =>
      json(200, inCart ? { data: [{ id: 7, pseudo_id: '26-00007', value: 45.5, type: 'online', order: 307, user: { id: customer.id, full_name: 'Pat Personal' } }], total: 45.5 } : { data: [], total: 0 }),
    );
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: invoice #26-00007' }));
    await waitFor(() => expect(cartButton().getAttribute('aria-expanded')).toBe('true'));
    expect(api.sent('POST', `/users/${customer.id}/cart`).map((request) => request.body)).toEqual([{ invoice: 7 }]);
    await within(section('Approved')).findByText('In cart');
    expect(within(section('Approved')).queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });

  it('tells the customer to ask for an approved invoice of another type to be switched to Online', async () => {
    dashboardApi({ invoices: [invoice(8, { type: 'cash' }), invoice(9, { type: null })] });
    renderDashboard();
    await screen.findByRole('link', { name: 'Invoice #26-00008' });
    expect(within(section('Approved')).getAllByText(cartMessages.notOnline)).toHaveLength(2);
    expect(cartMessages.notOnline).toBe('Please contact the provider to switch this invoice type to "Online" before it can be added to your cart.');
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });

  it.each([
    ['no invoices at all', [], [dashboardMessages.noInvoices], [dashboardMessages.noApprovedInvoices, dashboardMessages.noPaidInvoices]],
    ['only a paid one', [invoice(6, { status: 'paid', paid_on: '2026-03-03T16:00:00.000Z' })], [dashboardMessages.noApprovedInvoices], [dashboardMessages.noInvoices, dashboardMessages.noPaidInvoices]],
    ['only an approved one', [invoice(7)], [dashboardMessages.noPaidInvoices], [dashboardMessages.noInvoices, dashboardMessages.noApprovedInvoices]],
    ['only an unpaid one', [invoice(5, { status: 'unpaid' })], [dashboardMessages.noApprovedInvoices, dashboardMessages.noPaidInvoices], [dashboardMessages.noInvoices]],
  ] as const)('with %s, says what the spec says', async (_label, invoices, shown, hidden) => {
    dashboardApi({ invoices: [...invoices] });
    renderDashboard();
    for (const text of shown) expect(await screen.findByText(text)).toBeTruthy();
    for (const text of hidden) expect(screen.queryByText(text)).toBeNull();
  });

  it('offers a retry when the invoices cannot be read', async () => {
    const api = dashboardApi();
    api.on('GET', `/users/${customer.id}/invoices`, () => refusal(500, 'Something broke.'));
    renderDashboard();
    await screen.findByText('Something broke.');
    api.on('GET', `/users/${customer.id}/invoices`, () => json(200, { data: [] }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(dashboardMessages.noInvoices);
  });
});
