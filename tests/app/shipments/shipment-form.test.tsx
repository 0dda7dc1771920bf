import { act, fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../src/app/components/notify';
import { sessionStore } from '../../../src/app/session/session-store';
import { shipmentMessages, type UnshippedPackage } from '../../../src/domain/shipments';
import { pressKey, typeKeys } from '../../helpers/app/scanner/keyboard';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { shipment, signInAsWorker, unshipped, unshippedPage } from './shipment-fixtures';
import { renderShipments } from './render-shipments';

// A whole screen with its dialogs is a lot for jsdom on a busy 2-core machine: what follows a click may take seconds to show.
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('../../../src/app/scanner/camera-scanner', () => ({ CameraScanner: () => <p>Camera preview</p> }));

const waiting = [unshipped(11), unshipped(22), unshipped(33)];
const [first, second, third] = waiting as [UnshippedPackage, UnshippedPackage, UnshippedPackage];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  // The calendar opens on the current month, and the wedge scanner reads key times from the clock.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 5, 12));
  signInAsWorker();
  api = fakeApi();
  // The server's search: a barcode exactly or by prefix, an order id, or a customer's name.
  api.on('GET', '/unshipped/packages', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const matches = waiting.filter((pkg) => pkg.barcode.toLowerCase().startsWith(search) || String(pkg.order_id) === search || pkg.client_fullname.toLowerCase().includes(search));
    return json(200, unshippedPage(matches));
  });
});
afterEach(() => {
  vi.useRealTimers();
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const submitButton = (name = 'Create shipment') => screen.getByRole<HTMLButtonElement>('button', { name });
const selected = () => within(screen.getByRole('list', { name: 'Packages in this shipment' }));
const selectedBarcodes = () => selected().getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));

const fillShipment = async () => {
  fireEvent.change(textbox(/^Carrier/), { target: { value: 'Tropical Shipping' } });
  fireEvent.click(screen.getByRole('button', { name: /^Arrival Date/ }));
  fireEvent.click(await screen.findByRole('button', { name: '10 March 2026', hidden: true }));
  await waitFor(() => expect(screen.getByRole('button', { name: /^Arrival Date/ }).textContent).toBe('Tue, Mar 10, 2026'));
};
const pick = async (pkg: UnshippedPackage) => fireEvent.click(await screen.findByRole('button', { name: `Add ${pkg.barcode}` }));
const addBox = (name: string) => {
  fireEvent.change(textbox(/^New box name/), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Add box' }));
};
/** A hardware scanner: the code's keys 10 ms apart, then Enter, with nothing focused. */
const wedgeScan = (code: string) =>
  act(() => {
    typeKeys(code, 10);
    vi.advanceTimersByTime(10);
    pressKey('Enter');
  });

describe('the shipment form', { timeout: 20_000 }, () => {
  it("says 'Carrier is required' and 'Arrival Date is required' once the fields are touched, and keeps Create disabled until the shipment is complete", async () => {
    renderShipments('/shipments/create/new', { realDetail: false });
    expect(screen.queryByText(shipmentMessages.carrierRequired)).toBeNull();
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('Not ready to create: Carrier is required, and 2 more fields to fix.')).toBeTruthy();

    fireEvent.change(textbox(/^Carrier/), { target: { value: 'T' } });
    fireEvent.change(textbox(/^Carrier/), { target: { value: ' ' } });
    await screen.findByText(shipmentMessages.carrierRequired);
    await fillShipment();
    fireEvent.click(screen.getByRole('button', { name: 'Clear arrival date' }));
    await screen.findByText(shipmentMessages.arrivalDateRequired);

    fireEvent.change(textbox(/^Carrier/), { target: { value: 'Tropical Shipping' } });
    await fillShipment();
    await waitFor(() => expect(screen.queryByText(shipmentMessages.arrivalDateRequired)).toBeNull());
    expect(screen.queryByText(shipmentMessages.carrierRequired)).toBeNull();
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText(`Not ready to create: ${shipmentMessages.packagesRequired}.`)).toBeTruthy();

    await pick(first);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByText(/^Not ready to create/)).toBeNull();
  });

  it('adds a package from a hardware scanner burst, and tells a repeat and an unknown code apart', async () => {
    renderShipments('/shipments/create/new', { realDetail: false });
    await screen.findByRole('button', { name: `Add ${second.barcode}` });

    wedgeScan(second.barcode);
    await screen.findByText(`Added ${second.barcode} (Carl Ferguson, order #522).`);
    expect(selectedBarcodes()).toEqual([second.barcode]);
    expect(api.sent('GET', '/unshipped/packages').at(-1)!.query.get('search')).toBe(second.barcode);
    expect(screen.getByRole('button', { name: `${second.barcode} added` })).toHaveProperty('disabled', true);

    // Past the scanner's own 2 s window, the same label again is a repeat, not a second copy.
    vi.advanceTimersByTime(3_000);
    wedgeScan(second.barcode);
    await screen.findByText(`${second.barcode} is already in this shipment.`);
    expect(selectedBarcodes()).toEqual([second.barcode]);

    wedgeScan('BF0000009990');
    await screen.findByText(/^No package waiting for a shipment has the barcode BF0000009990\./);
    expect(selectedBarcodes()).toEqual([second.barcode]);
  });

  it('puts packages into two boxes by name and sends exactly the shipment built', async () => {
    renderShipments('/shipments/create/new', { realDetail: false });
    api.on('POST', '/shipments', () => json(201, shipment({ packages: [11, 22, 33] })));
    await fillShipment();
    fireEvent.change(textbox(/^Manifest key/), { target: { value: ' MAN-0012 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Freight' }), { target: { value: '1250.50' } });
    fireEvent.change(textbox(/^Notes/), { target: { value: 'Fragile' } });
    addBox('A');
    addBox('B');
    expect(screen.getByRole('textbox', { name: /^Box 1 name/ })).toHaveProperty('value', 'A');

    // Picked while box B is being packed: straight into B.
    fireEvent.change(screen.getByRole('combobox', { name: 'Scanned and picked packages go into' }), { target: { value: '1' } });
    await pick(second);
    fireEvent.change(screen.getByRole('combobox', { name: 'Scanned and picked packages go into' }), { target: { value: 'none' } });
    await pick(first);
    await pick(third);
    fireEvent.change(screen.getByRole('combobox', { name: `Box of ${first.barcode}` }), { target: { value: '0' } });
    expect(screen.getByRole('region', { name: 'Boxes' }).textContent).toContain('1 package');
    expect(selectedBarcodes()).toEqual([second.barcode, first.barcode, third.barcode]);

    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await screen.findByText('Detail of shipment 12');
    const [sent] = api.sent('POST', '/shipments');
    expect(sent!.body).toEqual({
      data: {
        carrier: 'Tropical Shipping',
        arrival_date: '2026-03-10',
        manifest_key: 'MAN-0012',
        freight: 1250.5,
        customs: null,
        notes: 'Fragile',
        packages: [22, 11, 33],
        boxes: [
          { name: 'A', packages: [11] },
          { name: 'B', packages: [22] },
        ],
      },
    });
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(notifySuccess).toHaveBeenCalledWith('Shipment #12 was created.');
  });

  it('refuses a second box of the same name, and keeps a package in one box only', async () => {
    renderShipments('/shipments/create/new', { realDetail: false });
    addBox('Pallet 1');
    fireEvent.change(textbox(/^New box name/), { target: { value: 'pallet 1' } });
    expect(screen.getByText(shipmentMessages.boxNameTwice)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add box' })).toHaveProperty('disabled', true);
    addBox('Pallet 2');
    await pick(first);
    const boxOfFirst = () => screen.getByRole<HTMLSelectElement>('combobox', { name: `Box of ${first.barcode}` });
    fireEvent.change(boxOfFirst(), { target: { value: '0' } });
    fireEvent.change(boxOfFirst(), { target: { value: '1' } });
    const boxes = screen.getByRole('list', { name: 'Boxes' });
    expect(within(boxes).getAllByRole('listitem').map((item) => within(item).getByText(/^\d+ packages?$/).textContent)).toEqual(['0 packages', '1 package']);
    // Removing the box leaves its package in the shipment, in no box.
    fireEvent.click(screen.getByRole('button', { name: 'Remove box Pallet 2' }));
    expect(boxOfFirst().value).toBe('none');
    expect(selectedBarcodes()).toEqual([first.barcode]);
  });

  it("shows the server's 409 when a package went into another shipment meanwhile, and its field errors at their fields", async () => {
    renderShipments('/shipments/create/new', { realDetail: false });
    const taken = shipmentMessages.packageShipped(third.barcode, 7);
    api.on('POST', '/shipments', () => refusal(409, taken));
    await fillShipment();
    await pick(first);
    await pick(third);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The shipment was not saved');
    expect(alert.textContent).toContain(taken);
    expect(screen.queryByText(/^Detail of shipment/)).toBeNull();

    api.on('POST', '/shipments', () => refusal(400, 'Check the shipment.', { 'data.packages.1': shipmentMessages.packageUnknown, 'data.carrier': 'At most 100 characters' }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(within(selected().getAllByRole('listitem')[1]!).getByText(shipmentMessages.packageUnknown)).toBeTruthy());
    expect(screen.getByText('At most 100 characters')).toBeTruthy();
    expect(within(selected().getAllByRole('listitem')[0]!).queryByText(shipmentMessages.packageUnknown)).toBeNull();
  });

  it('fills the edit form from the shipment and its grouped packages, takes back a package scanned again, and saves with PUT', async () => {
    api.on('GET', '/shipments/12', () => json(200, shipment({ packages: [11, 22], boxes: [{ name: 'A', packages: [22] }], packages_count: 2 })));
    api.on('GET', '/grouped/packages/12', () => json(200, { data: [{ box: 'A', packages: [second] }, { box: null, packages: [first] }] }));
    api.on('PUT', '/shipments/12', () => json(200, shipment({ packages: [22], boxes: [{ name: 'A', packages: [22] }] })));
    renderShipments('/shipments/12/edit', { realDetail: false });
    await screen.findByRole('heading', { name: 'Edit shipment #12' });
    expect(textbox(/^Carrier/)).toHaveProperty('value', 'Tropical Shipping');
    expect(screen.getByRole('button', { name: /^Arrival Date/ }).textContent).toBe('Tue, Mar 10, 2026');
    expect(selectedBarcodes()).toEqual([first.barcode, second.barcode]);
    expect(screen.getByRole('combobox', { name: `Box of ${second.barcode}` })).toHaveProperty('value', '0');

    // Taken out by mistake and scanned again: still the shipment's on the server, so it comes back from the form itself.
    fireEvent.click(screen.getByRole('button', { name: `Remove ${first.barcode}` }));
    expect(selectedBarcodes()).toEqual([second.barcode]);
    wedgeScan(first.barcode);
    await screen.findByText(`Added ${first.barcode} (Dana Bethel, order #511).`);
    expect(selectedBarcodes()).toEqual([second.barcode, first.barcode]);
    expect(api.sent('GET', '/unshipped/packages').some((request) => request.query.get('search') === first.barcode)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: `Remove ${first.barcode}` }));
    fireEvent.click(submitButton('Save shipment'));
    await screen.findByText('Detail of shipment 12');
    expect(api.sent('PUT', '/shipments/12')[0]!.body).toEqual({
      data: {
        carrier: 'Tropical Shipping',
        arrival_date: '2026-03-10',
        manifest_key: 'MAN-0012',
        freight: 1250.5,
        customs: 'C13-778',
        notes: 'Two pallets, one damaged corner.',
        packages: [22],
        boxes: [{ name: 'A', packages: [22] }],
      },
    });
  });
});
