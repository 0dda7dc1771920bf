import { fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../src/app/components/notify';
import { sessionStore } from '../../../src/app/session/session-store';
import { packageBarcode } from '../../../src/domain/barcode';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { detailServer, fourRows } from './detail-harness';
import { json, refusal } from '../../helpers/app/fake-api';
import { reportMeta, signInAsWorker } from './shipment-fixtures';
import { renderShipments } from './render-shipments';

// A whole screen with its dialogs is a lot for jsdom on a busy 2-core machine: what follows a click may take seconds to show.
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const [one, two, three, four] = [1, 2, 3, 4].map(packageBarcode) as [string, string, string, string];

beforeEach(() => {
  // Today in Nassau is Mar 5, 2026: the QB dialog's default day.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-05T17:00:00.000Z'));
  signInAsWorker();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const open = async () => {
  renderShipments('/shipments/12');
  await screen.findByRole('heading', { name: 'Shipment #12', level: 2 });
};
const region = (name: string) => within(screen.getByRole('region', { name }));
const figure = (box: string, label: string) => region(box).getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')} `) }).textContent;
const rowOf = (barcode: string) => screen.getByRole('row', { name: new RegExp(`^${barcode}`) });
const notifiedBox = (barcode: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Customer notified of ${barcode}` });
const c13Switch = (barcode: string) => screen.getByRole<HTMLInputElement>('switch', { name: `C13 for ${barcode}` });
const confirmIn = async (title: string, button: string) => fireEvent.click(within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: button }));

describe('the shipment detail on a wider screen', { timeout: 20_000 }, () => {
  beforeEach(() => onWideScreen());

  it('shows the header, every total of the report in dollars and lb, and the package rows', async () => {
    const { api } = detailServer(fourRows());
    await open();
    expect(screen.getByText('Tropical Shipping')).toBeTruthy();
    expect(figure('Packages', 'Arrived')).toBe('Arrived80 of 120');
    expect(figure('Packages', 'Notified')).toBe('Notified40 of 120');
    expect(figure('Packages', 'Paid')).toBe('Paid30 of 120');
    expect(figure('Packages', 'C13')).toBe('C135 of 120');
    expect(figure('Packages', 'Notices sent')).toBe('Notices sentNot yet');
    expect(figure('Charged', 'Duty')).toBe('Duty$1,234.50');
    expect(figure('Charged', 'Freight VAT')).toBe('Freight VAT$302.40');
    expect(figure('Charged', 'VAT without freight')).toBe('VAT without freight$150.75');
    expect(figure('Charged', 'US pickup')).toBe('US pickup$72.00');
    expect(figure('Paid', 'Levy')).toBe('Levy$30.05');
    expect(figure('Paid', 'VAT')).toBe('VAT$120.60');
    expect(figure('Weights', 'Chargeable')).toBe('Chargeable1,800 lb');
    expect(region('Notes').getByText('Two pallets, one damaged corner.')).toBeTruthy();

    const table = within(screen.getByRole('table', { name: 'Packages of the shipment' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Label', 'Sect', 'Order', 'Client', 'Method', 'Type', 'Box', 'Charged weight', 'Shipping', 'Duty', 'Levy', 'Invoice', 'Arrived', 'Notified', 'C13', 'QB',
    ]);
    expect(rowOf(one).textContent).toBe(`${one}3#501Brittany KnowlesPriorityBoxA6 lb$21.00$36.25$1.4526-000031Unpaid—C13—`);
    expect(rowOf(two).textContent).toContain('Mar 10, 2026');
    expect(rowOf(two).textContent).toContain('26-000032Paid');
    expect(rowOf(four).textContent).toContain('None');
    expect(within(rowOf(one)).getByRole('link', { name: 'Order #501' }).getAttribute('href')).toBe('/orders/501');
    expect(within(rowOf(one)).getByRole('link', { name: 'Invoice 26-000031' }).getAttribute('href')).toBe('/invoices/31');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.sent('GET', '/shipments/12/report').map((request) => request.query.get('page'))).toEqual(['1', '2']));
  });

  it('sends the arrival notice of one package after a question, then locks its box', async () => {
    const { api, patch } = detailServer(fourRows());
    api.on('POST', '/shipments/parcels/1/notify', () => {
      patch(1, { notified: true });
      return json(200, { customers: 1, packages: 1, notified_at: null });
    });
    await open();
    expect(notifiedBox(two).checked).toBe(true);
    expect(notifiedBox(two).disabled).toBe(true);
    expect(notifiedBox(one).disabled).toBe(false);

    fireEvent.click(notifiedBox(one));
    await confirmIn('Notify the customer', 'Send notice');
    await waitFor(() => expect(notifiedBox(one).checked).toBe(true));
    expect(notifiedBox(one).disabled).toBe(true);
    expect(api.sent('POST', '/shipments/parcels/1/notify')).toHaveLength(1);
    expect(notifySuccess).toHaveBeenCalledWith(`Brittany Knowles was told that package ${one} has arrived.`);
  });

  it('leaves the box open when the question is cancelled or the notice fails', async () => {
    const { api } = detailServer(fourRows());
    api.on('POST', '/shipments/parcels/1/notify', () => refusal(500, 'The mail server is down.'));
    await open();
    fireEvent.click(notifiedBox(one));
    await confirmIn('Notify the customer', 'Cancel');
    expect(api.sent('POST', '/shipments/parcels/1/notify')).toHaveLength(0);
    fireEvent.click(notifiedBox(one));
    await confirmIn('Notify the customer', 'Send notice');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('The mail server is down.'));
    expect(notifiedBox(one).checked).toBe(false);
    expect(notifiedBox(one).disabled).toBe(false);
  });

  it('adds and removes the C13 mark of a package', async () => {
    const { api, patch } = detailServer(fourRows());
    api.on('POST', '/packages/c13', ({ body }) => {
      patch(1, { c13: true });
      return json(200, { id: (body as { id: number }).id, c13: true });
    });
    api.on('DELETE', '/packages/1/c13', () => {
      patch(1, { c13: false });
      return json(200, { id: 1, c13: false });
    });
    await open();
    expect(c13Switch(two).checked).toBe(true);
    expect(c13Switch(one).checked).toBe(false);
    fireEvent.click(c13Switch(one));
    await waitFor(() => expect(c13Switch(one).checked).toBe(true));
    expect(api.sent('POST', '/packages/c13')[0]!.body).toEqual({ id: 1 });
    fireEvent.click(c13Switch(one));
    await waitFor(() => expect(c13Switch(one).checked).toBe(false));
    expect(api.sent('DELETE', '/packages/1/c13')).toHaveLength(1);
  });

  it('offers Add QB entry only on a paid invoice without one, and shows the entry afterwards', async () => {
    const { api, patch } = detailServer(fourRows());
    api.on('POST', '/packages/qb', ({ body }) => {
      const { id, date } = body as { id: number; date: string };
      patch(id, { qb: { value: 21, date } });
      return json(200, { id, qb: { value: 21, date } });
    });
    await open();
    expect(screen.getAllByRole('button', { name: /^Add QB entry/ }).map((button) => button.getAttribute('aria-label'))).toEqual([`Add QB entry for ${two}`]);
    expect(within(rowOf(three)).getByText('$58.70 · Mar 4, 2026')).toBeTruthy();
    expect(within(rowOf(one)).getByLabelText('No QB entry')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `Add QB entry for ${two}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add QB entry' }));
    expect(dialog.getByRole('button', { name: /^Date/ }).textContent).toBe('Thu, Mar 5, 2026');
    fireEvent.click(dialog.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(within(rowOf(two)).getByText('$21.00 · Mar 5, 2026')).toBeTruthy());
    expect(api.sent('POST', '/packages/qb')[0]!.body).toEqual({ id: 2, date: '2026-03-05' });
    expect(screen.queryByRole('button', { name: /^Add QB entry/ })).toBeNull();
  });

  it('answers a shipment that does not exist with the not-found page', async () => {
    const { api } = detailServer([]);
    api.on('GET', '/shipments/12', () => refusal(404, 'Shipment not found'));
    renderShipments('/shipments/12');
    await screen.findByRole('heading', { name: 'Page not found' });
  });
});

describe('the shipment detail on a phone', { timeout: 20_000 }, () => {
  it('shows a card per package with its notified box, C13 switch and QB entry', async () => {
    detailServer(fourRows());
    await open();
    const cards = within(await screen.findByRole('list', { name: 'Packages of the shipment' }));
    const card = within(cards.getByRole('listitem', { name: three }));
    expect(card.getByText('$58.70 · Mar 4, 2026')).toBeTruthy();
    expect(card.getByRole('checkbox', { name: `Customer notified of ${three}` })).toBeTruthy();
    expect(card.getByRole('switch', { name: `C13 for ${three}` })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Order #503' }).getAttribute('href')).toBe('/orders/503');
  });
});

describe('Send notifications', { timeout: 20_000 }, () => {
  const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send notifications' });

  it('says how many customers were mailed, and stays disabled once sent', async () => {
    const { api, server } = detailServer(fourRows());
    api.on('POST', '/shipments/12/notify', () => {
      server.meta = { ...server.meta, notified_at: '2026-03-05T17:00:00.000Z', notified_packages: 120 };
      return json(200, { customers: 3, packages: 80, notified_at: '2026-03-05T17:00:00.000Z' });
    });
    await open();
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    await confirmIn('Send notifications', 'Send');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('3 customers were mailed that their packages have arrived.'));
    expect(sendButton().disabled).toBe(true);
    await waitFor(() => expect(figure('Packages', 'Notices sent')).toBe('Notices sentMar 5, 2026, 12:00 PM'));
    expect(sendButton().disabled).toBe(true);
    expect(api.sent('POST', '/shipments/12/notify')[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is disabled while sending and enabled again after a failure', async () => {
    const { api } = detailServer(fourRows());
    let fail: (response: Response) => void = () => {};
    api.on('POST', '/shipments/12/notify', () => new Promise<Response>((resolve) => (fail = resolve)));
    await open();
    fireEvent.click(sendButton());
    await confirmIn('Send notifications', 'Send');
    await waitFor(() => expect(sendButton().disabled).toBe(true));
    fail(refusal(502, 'The mail server did not answer.'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('The mail server did not answer.'));
    await waitFor(() => expect(sendButton().disabled).toBe(false));
  });

  it('is disabled when the notices went out before, or every package is notified', async () => {
    detailServer(fourRows(), reportMeta({ notified_at: '2026-03-04T15:00:00.000Z' }));
    const { unmount } = renderShipments('/shipments/12');
    await screen.findByRole('heading', { name: 'Shipment #12', level: 2 });
    expect(sendButton().disabled).toBe(true);
    unmount();
    detailServer(fourRows(), reportMeta({ notified_packages: 120 }));
    await open();
    expect(sendButton().disabled).toBe(true);
  });
});
