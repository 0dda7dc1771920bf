import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error';
import { invoicesApi } from '../../../src/app/api/invoices';
import { sessionStore } from '../../../src/app/session/session-store';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { invoice, signInAs, wholeText } from './invoice-fixtures';
import { renderInvoice } from './render-invoice';

// The cart area is tested on its own; here only that the page hands it the invoice.
vi.mock('../../../src/app/areas/cart', () => ({ useAddToCart: () => ({ add: vi.fn(), pending: false }), cartKey: (userId: number) => ['cart', userId] }));

const heading = () => screen.findByRole('heading', { name: 'Invoice #26-000031', level: 2 });
const line = (label: string) => screen.getByRole('row', { name: new RegExp(`^${label} `) });

/** The page's action buttons by name, without the floating menu's own button. */
const actionButtons = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent?.trim() ?? '')
    .filter((name) => name !== '');

afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
});

// A whole invoice page with its dialogs is a large page for jsdom to search by role on a busy machine.
describe('the invoice page', { timeout: 15_000 }, () => {
  beforeEach(() => signInAs('admin'));

  it('shows every line of the invoice in dollars, with the handling fees it charges and not those it does not', async () => {
    vi.spyOn(invoicesApi, 'get').mockResolvedValue(invoice());
    renderInvoice();
    await heading();
    const expected: [string, string][] = [
      ['Shipping subtotal', '$21.00'],
      ['Duty', '$36.25'],
      ['Levy', '$1.45'],
      ['Freight tax', '$2.10'],
      ['VAT', '$7.77'],
      ['Insurance', '$2.22'],
      ['Documentation fee', '$5.55'],
      ['Storage fees', '$3.33'],
      ['Consolidation fee', '$10.01'],
      ['Processing fee', '$10.10'],
      ['Re-packing', '$6.66'],
      ['Overweight fee', '$4.44'],
      ['Hazard fee', '$7.77'],
      ['US pickup fee', '$36.00'],
      ['Convenience fee', '$0.00'],
      ['Credit-card fees', '$0.00'],
      ['Grand total', '$1,234.56'],
    ];
    for (const [label, amount] of expected) expect(line(label).textContent).toBe(`${label}${amount}`);
    expect(screen.queryByRole('row', { name: /^Fragile fee/ })).toBeNull();
    expect(screen.queryByRole('status', { name: 'Paid' })).toBeNull();
  });

  it('shows the customer with the TIN of a business account, the order link, the status and type', async () => {
    vi.spyOn(invoicesApi, 'get').mockResolvedValue(invoice());
    renderInvoice();
    await heading();
    const customer = screen.getByRole('region', { name: 'Customer' });
    for (const text of ['Customer: Andre Rolle', 'Dept #: 40', 'Email: andre@example.test', 'TIN: TIN-778', 'Delivery method: Priority'])
      expect(within(customer).getByText(wholeText(text))).toBeTruthy();
    expect(within(customer).getByRole('link', { name: '#501' }).getAttribute('href')).toBe('/orders/501');
    expect(screen.getByText('Unpaid')).toBeTruthy();
    expect(screen.getByText('Cash')).toBeTruthy();
    expect(screen.getByText('No C13')).toBeTruthy();
  });

  it('leaves the TIN out for a personal account', async () => {
    vi.spyOn(invoicesApi, 'get').mockResolvedValue(invoice({ user: { ...invoice().user, account_type: 'personal', tin: null } }));
    renderInvoice();
    await heading();
    expect(screen.queryByText(/^TIN:/)).toBeNull();
  });

  it('lists the packages as cards on a phone and as a table on a wider screen', async () => {
    vi.spyOn(invoicesApi, 'get').mockResolvedValue(invoice());
    const { unmount } = renderInvoice();
    await heading();
    const card = within(screen.getByRole('list', { name: 'Invoiced packages' }));
    for (const text of ['BF0000000075', 'Shoes and socks', 'Charged weight: 6 lb', 'Rate: $3.50/lb', 'Freight: $21.00', 'Duty: $36.25', 'Levy: $1.45'])
      expect(card.getByText(wholeText(text))).toBeTruthy();
    unmount();

    onWideScreen();
    renderInvoice();
    await heading();
    const table = within(screen.getByRole('table', { name: 'Invoiced packages' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Barcode', 'Description', 'Charged weight', 'Rate', 'Freight', 'Duty', 'Levy']);
    expect(table.getByRole('row', { name: /BF0000000075/ }).textContent).toBe('BF0000000075Shoes and socks6 lb$3.50/lb$21.00$36.25$1.45');
  });

  it('stamps a paid invoice Paid with the day it was paid (in Nassau) and the card used', async () => {
    vi.spyOn(invoicesApi, 'get').mockResolvedValue(invoice({ status: 'paid', paid_on: '2026-03-06T03:30:00.000Z', lastFourDigits: '4242', c13: true }));
    renderInvoice();
    await heading();
    const stamp = screen.getByRole('status', { name: 'Paid' });
    expect(stamp.textContent).toBe('PaidMar 5, 2026Card ending 4242');
    expect(screen.getByText('C13')).toBeTruthy();
  });

  it('answers a missing invoice, or another customer\'s, with the not-found page', async () => {
    signInAs('customer');
    vi.spyOn(invoicesApi, 'get').mockRejectedValue(new ApiError(404, { code: 'NOT_FOUND', message: 'Invoice not found' }));
    renderInvoice(77);
    await screen.findByRole('heading', { name: 'Page not found' });
  });

  it('shows a failed load with the server message and a retry', async () => {
    const get = vi.spyOn(invoicesApi, 'get').mockRejectedValueOnce(new ApiError(503, { code: 'UNAVAILABLE', message: 'The server is busy.' }));
    get.mockResolvedValueOnce(invoice());
    renderInvoice();
    await screen.findByText('The server is busy.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await heading();
  });
});

describe('who may do what on the invoice', { timeout: 15_000 }, () => {
  const open = async (status: 'unpaid' | 'approved' | 'paid', extra: Parameters<typeof invoice>[0] = {}) => {
    vi.spyOn(invoicesApi, 'get').mockResolvedValue(invoice({ status, ...extra }));
    renderInvoice();
    await heading();
  };

  it('offers an admin Approve on an unpaid invoice, with the C13 chip', async () => {
    signInAs('admin');
    await open('unpaid');
    expect(actionButtons()).toEqual(['Approve', 'Change type']);
    expect(screen.getByText('No C13')).toBeTruthy();
  });

  it('offers an admin Pay on an approved invoice', async () => {
    signInAs('admin');
    await open('approved');
    expect(actionButtons()).toEqual(['Unapprove', 'Pay', 'Change type', 'Add to cart']);
  });

  it('never offers a worker Pay', async () => {
    signInAs('worker');
    await open('approved');
    expect(actionButtons()).toEqual(['Unapprove', 'Change type', 'Add to cart']);
    expect(screen.getByText('No C13')).toBeTruthy();
  });

  it('offers special users Fees while the invoice is not paid', async () => {
    signInAs('specialWorker');
    await open('approved');
    expect(actionButtons()).toEqual(['Unapprove', 'Fees', 'Change type', 'Add to cart']);
  });

  it('leaves a paid invoice without actions, even for a special admin', async () => {
    signInAs('special');
    await open('paid', { paid_on: '2026-03-05T15:00:00.000Z' });
    expect(actionButtons()).toEqual([]);
  });

  it('shows a customer their approved invoice with Add to cart only: no C13 chip, the order as plain text', async () => {
    signInAs('customer');
    await open('approved', { type: 'online' });
    expect(actionButtons()).toEqual(['Add to cart']);
    expect(screen.queryByText('No C13')).toBeNull();
    expect(screen.queryByRole('link', { name: '#501' })).toBeNull();
    expect(screen.getByText(wholeText('Order: #501'))).toBeTruthy();
  });

  it('gives a customer no Add to cart once the invoice is in the cart', async () => {
    signInAs('customer');
    await open('approved', { type: 'online', in_cart: true });
    expect(actionButtons()).toEqual([]);
  });

  it('shows a basic user the invoice read-only', async () => {
    signInAs('basic');
    await open('approved');
    expect(actionButtons()).toEqual([]);
    expect(screen.queryByText('No C13')).toBeNull();
    expect(screen.getByRole('link', { name: '#501' })).toBeTruthy();
  });

  it('puts the same actions in the floating menu, plus Print', async () => {
    signInAs('admin');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await open('approved');
    fireEvent.click(screen.getByRole('button', { name: 'Invoice actions' }));
    // Mantine keeps the dropdown out of the accessibility tree while it fades in.
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(['Unapprove', 'Pay', 'Change type', 'Add to cart', 'Print']);
    fireEvent.click(items.at(-1)!);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('gives a basic user a menu with Print alone', async () => {
    signInAs('basic');
    await open('approved');
    fireEvent.click(screen.getByRole('button', { name: 'Invoice actions' }));
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(['Print']);
  });
});
