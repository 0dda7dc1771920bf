import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrealertsScreen } from '../../../src/app/areas/prealerts';
import { prealertsEmptyText } from '../../../src/app/areas/prealerts/prealerts-screen';
import { notifyError, notifySuccess } from '../../../src/app/components/notify';
import { sessionStore } from '../../../src/app/session/session-store';
import { prealertMessages, prealertPurpose, type Prealert } from '../../../src/domain/prealerts';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { renderWithProviders } from '../../helpers/app/render';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { prealert, prealertsPage, receivedPrealert, signInAsCustomer } from './prealert-fixtures';

configure({ asyncUtilTimeout: 5_000 });
vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

let listed: Prealert[];
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsCustomer();
  listed = [prealert(12), receivedPrealert(11, 501)];
  api = fakeApi();
  api.on('GET', '/users/21/prealerts', ({ query }) => json(200, prealertsPage(listed, Number(query.get('page')))));
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const renderScreen = () =>
  renderWithProviders(
    <Routes>
      <Route path="/client/prealerts" element={<PrealertsScreen />} />
      <Route path="/orders/:id" element={<p>An order</p>} />
    </Routes>,
    { path: '/client/prealerts' },
  );

describe('the Prealerts screen', { timeout: 20_000 }, () => {
  it('says what a prealert is for and lists the customer’s own, Waiting or Received with the order link, in a table from a tablet up', async () => {
    onWideScreen();
    renderScreen();
    expect(screen.getByText(prealertPurpose)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Prealerts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('1Z999AA10123456782')).toBeTruthy();
    expect(within(rows[0]!).getByText('Waiting')).toBeTruthy();
    expect(within(rows[0]!).getByText('$49.99')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Invoice invoice.pdf' }).getAttribute('href')).toMatch(/^\/api\/files\/p21\//);
    expect(within(rows[1]!).getByText('Received')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Order #501' }).getAttribute('href')).toBe('/orders/501');
    // A received prealert is the order's now: nothing to withdraw.
    expect(within(rows[1]!).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(api.sent('GET', '/users/21/prealerts')[0]!.query.get('page')).toBe('1');
  });

  it('shows cards on a phone, with the state beside the number', async () => {
    renderScreen();
    const cards = within(await screen.findByRole('list', { name: 'Prealerts' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('1Z999AA10123456782')).toBeTruthy();
    expect(within(cards[0]!).getByText('Declared $49.99 · filed Mar 4, 2026 · by UPS')).toBeTruthy();
    expect(within(cards[1]!).getByRole('link', { name: 'Order #501' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there are none yet', async () => {
    listed = [];
    renderScreen();
    expect(await screen.findByText(prealertsEmptyText)).toBeTruthy();
  });

  it('withdraws a waiting prealert only after the question, and reloads the list', async () => {
    api.on('DELETE', '/prealerts/12', () => {
      listed = listed.filter((each) => each.id !== 12);
      return json(200, prealert(12));
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw the prealert for 1Z999AA10123456782' }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('We will stop looking out for 1Z999AA10123456782, and its invoice file is removed.')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('DELETE', '/prealerts/12')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the prealert for 1Z999AA10123456782' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Withdraw the prealert/ })).toBeNull());
    expect(api.sent('DELETE', '/prealerts/12')[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(notifySuccess).toHaveBeenCalledWith('The prealert for 1Z999AA10123456782 was withdrawn.');
  });

  it('says why when the parcel was received meanwhile, and shows it received', async () => {
    api.on('DELETE', '/prealerts/12', () => {
      listed = [receivedPrealert(12, 777), ...listed.slice(1)];
      return refusal(409, prealertMessages.received);
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw the prealert for 1Z999AA10123456782' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(prealertMessages.received));
    expect(await screen.findByRole('link', { name: 'Order #777' })).toBeTruthy();
  });
});
