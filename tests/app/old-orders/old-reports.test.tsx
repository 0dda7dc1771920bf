import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { OldOrdersScreen, OldPackagesScreen } from '../../../src/app/areas/old-orders';
import { notifyError, notifySuccess } from '../../../src/app/components/notify';
import { sessionStore } from '../../../src/app/session/session-store';
import { zOldOrderRow, type OldOrderRow } from '../../../src/domain/old-orders';
import { renderWithProviders } from '../../helpers/app/render';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';

vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// A screen with its confirmation dialog is a lot for jsdom on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

const row = (id: number, over: Partial<OldOrderRow> = {}): OldOrderRow =>
  zOldOrderRow.parse({
    id,
    client: `Client ${id}`,
    client_id: 400 + id,
    package_count: 2,
    hasInvoice: false,
    invoiceCreated: null,
    invoice_id: null,
    invoicePaid: false,
    created_at: '2026-07-01T15:00:00.000Z',
    since: '2026-09-20T16:30:00.000Z',
    location: 'Ready for pickup at Madeira',
    ...over,
  });

const page = (rows: OldOrderRow[], number = 1, total = rows.length) => ({ data: rows, meta: { current_page: number, last_page: Math.max(1, Math.ceil(total / 50)), total } });

const Address = () => <output aria-label="address">{useLocation().search}</output>;
const OrderStandIn = () => <p>Order detail</p>;

const renderAt = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/reports/old-packages" element={<OldPackagesScreen />} />
        <Route path="/reports/old-orders" element={<OldOrdersScreen />} />
        <Route path="/orders/:id" element={<OrderStandIn />} />
      </Routes>
      <Address />
    </>,
    { path },
  );

const tableRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  sessionStore.signIn({ token: 'admin-token', user: { id: 1, first_name: 'Ada', last_name: 'Admin', account_type: 'admin', special: false } });
  api = fakeApi();
  vi.clearAllMocks();
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the old packages report on a wider screen', { timeout: 20_000 }, () => {
  beforeEach(() => onWideScreen());

  it('shows each order with its client, packages, invoice, dates and where it waits, and the count', async () => {
    api.on('GET', '/packages/old', () =>
      json(200, page([row(7), row(9, { hasInvoice: true, invoice_id: 31, invoiceCreated: '2026-08-02T14:00:00.000Z', package_count: 1 }), row(12, { hasInvoice: true, invoice_id: 32, invoiceCreated: '2026-08-03T14:00:00.000Z', invoicePaid: true })])),
    );
    renderAt('/reports/old-packages');
    await waitFor(() => expect(tableRows('Old Packages')).toHaveLength(3));
    const heads = within(screen.getByRole('table', { name: 'Old Packages' })).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(heads).toEqual(['Client', 'Order', 'Packages', 'Has invoice', 'Invoice created', 'Created on', 'Waiting since', 'Approve for sale']);
    expect(tableRows('Old Packages')[1]!.textContent).toBe('Client 9Dept #409#91YesAug 2, 2026Jul 1, 2026Ready for pickup at Madeirasince Sep 20, 2026Approve');
    expect(screen.getByRole('link', { name: 'Order #7' }).getAttribute('href')).toBe('/orders/7');
    expect(screen.getByText('3 orders')).toBeTruthy();
    // A paid order's goods are its customer's: no Approve, and why.
    expect(within(tableRows('Old Packages')[2]!).queryByRole('button')).toBeNull();
    expect(within(tableRows('Old Packages')[2]!).getByText('Paid: not for sale')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('opens the order from a click anywhere on its row', async () => {
    api.on('GET', '/packages/old', () => json(200, page([row(7)])));
    renderAt('/reports/old-packages');
    await waitFor(() => expect(tableRows('Old Packages')).toHaveLength(1));
    fireEvent.click(within(tableRows('Old Packages')[0]!).getByText('Client 7'));
    await screen.findByText('Order detail');
  });

  it('asks before approving; Cancel sends nothing, Approve for sale sends it and reloads the list without the order', async () => {
    let listed = [row(7), row(9)];
    api.on('GET', '/packages/old', () => json(200, page(listed)));
    api.on('POST', '/orders/9/approve-for-sale', () => {
      listed = [row(7)];
      return json(200, { id: 9, for_sale_at: '2026-11-26T20:00:00.000Z' });
    });
    renderAt('/reports/old-packages');
    await waitFor(() => expect(tableRows('Old Packages')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Approve order #9 for sale' }));
    const question = await screen.findByRole('dialog', { name: 'Approve order #9 for sale?' });
    expect(question.textContent).toContain('Order #9 of Client 9 will be listed on Orders for sale');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST', '/orders/9/approve-for-sale')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Approve order #9 for sale' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Approve order #9 for sale?' })).getByRole('button', { name: 'Approve for sale' }));
    await waitFor(() => expect(tableRows('Old Packages')).toHaveLength(1));
    expect(api.sent('POST', '/orders/9/approve-for-sale')).toHaveLength(1);
    expect(api.sent('POST', '/orders/9/approve-for-sale')[0]!.headers['idempotency-key']).toBeTruthy();
    expect(api.sent('GET', '/packages/old')).toHaveLength(2);
    expect(notifySuccess).toHaveBeenCalledWith('Order #9 is approved for sale.');
  });

  it("shows the server's reason when approving is refused, and reloads the list", async () => {
    api.on('GET', '/packages/old', () => json(200, page([row(9)])));
    api.on('POST', '/orders/9/approve-for-sale', () => refusal(409, 'This order is paid for; its goods belong to its customer and cannot be sold.'));
    renderAt('/reports/old-packages');
    await waitFor(() => expect(tableRows('Old Packages')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Approve order #9 for sale' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Approve order #9 for sale?' })).getByRole('button', { name: 'Approve for sale' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('This order is paid for; its goods belong to its customer and cannot be sold.'));
    await waitFor(() => expect(api.sent('GET', '/packages/old')).toHaveLength(2));
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('searches once typing pauses, keeps the search and the page in the address, and pages with a dropdown', async () => {
    api.on('GET', '/packages/old', ({ query }) => {
      const number = Number(query.get('page'));
      return json(200, page([row(100 + number)], number, 120));
    });
    renderAt('/reports/old-packages?search=rolle&page=2');
    await screen.findByText('Client 102');
    expect(api.sent('GET', '/packages/old')[0]!.query.toString()).toBe('page=2&search=rolle');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'rolle');
    expect(screen.getByText('120 orders')).toBeTruthy();

    fireEvent.click(screen.getAllByLabelText('Page')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Page #3', hidden: true }));
    await screen.findByText('Client 103');
    expect(address()).toBe('?search=rolle&page=3');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '5512' } });
    await waitFor(() => expect(api.sent('GET', '/packages/old').at(-1)!.query.toString()).toBe('page=1&search=5512'));
    expect(address()).toBe('?search=5512');
  });

  it("downloads the whole report's CSV for the search shown", async () => {
    api.on('GET', '/packages/old', () => json(200, page([row(7)])));
    api.on('GET', '/packages/old.csv', () => new Response('Order,Client\n7,Client 7\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const saved: string[] = [];
    // jsdom has no object URLs; the browser's pair is stood in for and put back afterwards.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt('/reports/old-packages?search=Client%207');
    await waitFor(() => expect(tableRows('Old Packages')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['old-packages.csv']));
    expect(api.sent('GET', '/packages/old.csv')[0]!.query.get('search')).toBe('Client 7');
  });
});

describe('the old orders report', { timeout: 20_000 }, () => {
  it('is a card per order on a phone, each opening it, with Approve above the link', async () => {
    api.on('GET', '/orders/old', () => json(200, page([row(21, { location: null, since: null, package_count: 1 }), row(22)])));
    renderAt('/reports/old-orders');
    const cards = await screen.findByRole('list', { name: 'Old Orders' });
    const [first] = within(cards).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Order #21' }).getAttribute('href')).toBe('/orders/21');
    expect(within(first!).getByText('1 package · Invoice: No')).toBeTruthy();
    expect(within(first!).getByText(/Goods waiting at: Not scanned yet/)).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Approve order #21 for sale' })).toBeTruthy();
  });

  it('shows the loading state, then says when there are no old orders, or none that match', async () => {
    api.on('GET', '/orders/old', () => json(200, page([])));
    renderAt('/reports/old-orders');
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    await screen.findByText('No old orders.');
    expect(screen.getByText('0 orders')).toBeTruthy();
    expect(screen.queryAllByLabelText('Page')).toEqual([]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nobody' } });
    await screen.findByText('No old orders match "nobody".');
  });

  it('says why the report could not load, and tries again', async () => {
    let fail = true;
    api.on('GET', '/orders/old', () => (fail ? refusal(503, 'The server is busy; try again.') : json(200, page([row(5)]))));
    renderAt('/reports/old-orders');
    await screen.findByText('The server is busy; try again.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Order #5' });
  });
});
