import 'fake-indexeddb/auto';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderCreateScreen } from '../../../src/app/areas/orders/form/order-create-screen';
import { sessionStore } from '../../../src/app/session/session-store';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { renderWithProviders } from '../../helpers/app/render';
import { prealert, prealertsPage, receivedPrealert, signInAsWorker } from './prealert-fixtures';

// The order form against the reference-cache contract, the prealerts and customers through the app's own client.
configure({ asyncUtilTimeout: 5_000 });
vi.mock('../../../src/app/offline/store/outbox', () => ({ enqueue: vi.fn(), retryRow: vi.fn(), discardRow: vi.fn() }));
vi.mock('../../../src/app/offline/hooks/use-outbox', () => import('../../helpers/app/fake-use-outbox'));
vi.mock('../../../src/app/offline/hooks/use-cached-reference', () => ({
  useCachedReference: () => ({ data: { data: [] }, fetchedAt: null, isLoading: false, error: null, refresh: () => {} }),
}));

const ups = '1Z999AA10123456784';
const carlas = prealert(7, { tracking_number: ups, courier: 'ups', vendor: 'Zappos', description: 'Boots', value: 120 });
const carla = { id: 21, full_name: 'Carla Cartwright', email: 'carla@example.test', flagged: false, location_id: 1 };

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsWorker();
  api = fakeApi();
  api.on('GET', '/prealerts/7', () => json(200, carlas));
  api.on('GET', '/prealerts', () => json(200, prealertsPage([])));
  api.on('GET', '/customers', ({ query }) => json(200, { data: query.get('search') === '21' ? [carla] : [] }));
  api.on('GET', '/taxes', () => json(200, { data: [] }));
});
afterEach(() => {
  onlineManager.setOnline(true);
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const renderForm = (query: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/orders/create/new" element={<OrderCreateScreen />} />
    </Routes>,
    { path: `/orders/create/new?${query}` },
  );
const input = (label: RegExp) => screen.getByRole('textbox', { name: label });
const heading = () => screen.findByRole('heading', { name: 'Create New Order' });

describe('the order form opened from a prealert', { timeout: 20_000 }, () => {
  it('fills in the customer, courier, freight company, tracking number and vendor, and says the invoice will be attached', async () => {
    renderForm(`tracking_number=${ups}&prealert=7`);
    await heading();
    expect(screen.getByText('Prealert #7 from Carla Cartwright')).toBeTruthy();
    expect(screen.getByText(`The customer's invoice (invoice.pdf) will be attached to the order when it is created for Carla Cartwright under ${ups}.`)).toBeTruthy();
    expect(screen.getByText(/Zappos: Boots, declared \$120\.00/)).toBeTruthy();
    expect(input(/^Vendor\s*\*?$/)).toHaveProperty('value', 'Zappos');
    expect(input(/^Tracking number/)).toHaveProperty('value', ups);
    expect(screen.getByRole('radio', { name: 'Courier' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Freight company', { selector: 'input' })).toHaveProperty('value', 'UPS');
    // The device's copy lacks her, so the select asks the server by Dept # for her label.
    await waitFor(() => expect(screen.getByLabelText(/^Customer/, { selector: 'input' })).toHaveProperty('value', 'Carla Cartwright · Dept #21'));
    // Staff can still change anything.
    fireEvent.change(input(/^Vendor\s*\*?$/), { target: { value: 'Zappos.com' } });
    expect(input(/^Vendor\s*\*?$/)).toHaveProperty('value', 'Zappos.com');
  });

  it('finds the open prealert by the tracking number alone (a held package’s link)', async () => {
    api.on('GET', '/prealerts', ({ query }) => json(200, prealertsPage(query.get('tracking') === ups ? [carlas] : [])));
    renderForm(`tracking_number=${ups}`);
    await heading();
    expect(screen.getByText('Prealert #7 from Carla Cartwright')).toBeTruthy();
    expect(input(/^Vendor\s*\*?$/)).toHaveProperty('value', 'Zappos');
  });

  it('asks whose parcel it is when several customers wait under the number, filling nothing in', async () => {
    const doras = prealert(8, { tracking_number: ups, customer: { id: 22, full_name: 'Dora Dean', location: { id: 2, name: 'Harbor Bay' } }, vendor: 'Walmart' });
    api.on('GET', '/prealerts', () => json(200, prealertsPage([doras, carlas])));
    renderForm(`tracking_number=${ups}`);
    await heading();
    expect(screen.getByText(`2 customers told us about ${ups}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dora Dean: Walmart' }).getAttribute('href')).toBe(`/orders/create/new?tracking_number=${ups}&prealert=8`);
    expect(input(/^Vendor\s*\*?$/)).toHaveProperty('value', '');
    expect(input(/^Tracking number/)).toHaveProperty('value', ups);
  });

  it('says a received prealert was already taken in, filling nothing in', async () => {
    api.on('GET', '/prealerts/7', () => json(200, receivedPrealert(7, 501)));
    renderForm(`tracking_number=${ups}&prealert=7`);
    await heading();
    expect(screen.getByRole('link', { name: 'Order #501' }).getAttribute('href')).toBe('/orders/501');
    expect(input(/^Vendor\s*\*?$/)).toHaveProperty('value', '');
  });

  it('opens with the number alone when the prealert cannot be looked up', async () => {
    api.on('GET', '/prealerts/7', () => refusal(503, 'The server is busy.'));
    renderForm(`tracking_number=${ups}&prealert=7`);
    await heading();
    expect(screen.getByText(/No prealert could be looked up for this order/)).toBeTruthy();
    expect(input(/^Tracking number/)).toHaveProperty('value', ups);
    expect(input(/^Vendor\s*\*?$/)).toHaveProperty('value', '');
  });

  it('opens at once offline, and keeps what was typed when the connection comes back', async () => {
    onlineManager.setOnline(false);
    renderForm(`tracking_number=${ups}&prealert=7`);
    await heading();
    fireEvent.change(input(/^Vendor\s*\*?$/), { target: { value: 'Typed offline' } });
    onlineManager.setOnline(true);
    await waitFor(() => expect(api.sent('GET', '/prealerts/7')).toHaveLength(1));
    expect(input(/^Vendor\s*\*?$/)).toHaveProperty('value', 'Typed offline');
    expect(screen.queryByText('Prealert #7 from Carla Cartwright')).toBeNull();
  });
});
