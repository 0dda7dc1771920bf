import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileScreen } from '../../../src/app/areas/users';
import { notifySuccess } from '../../../src/app/components/notify';
import { sessionStore } from '../../../src/app/session/session-store';
import type { AccountType } from '../../../src/domain/constants';
import { userMessages, type Customer } from '../../../src/domain/users';
import { fakeApi, json } from '../../helpers/app/fake-api';
import { renderWithProviders } from '../../helpers/app/render';

vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const account = (type: AccountType, mailUpdates: boolean | null): Customer => ({
  id: 7,
  full_name: 'Pat Customer',
  email: 'pat@example.test',
  first_name: 'Pat',
  last_name: 'Customer',
  home_phone: null,
  mobile_phone: '242-555-0100',
  location: { data: { id: 2, name: 'Harbor Bay' } },
  notes: null,
  account_type: type,
  tin: null,
  island: 10,
  flagged: 0,
  special: false,
  retired_at: null,
  created_at: '2026-01-05T15:00:00.000Z',
  mail_updates: mailUpdates,
});

// Mantine puts the description inside the label, so the switch's name goes on with it.
const switchLabel = /^Email me when my parcels arrive and my invoices are ready/;

let api: ReturnType<typeof fakeApi>;

const show = (user: Customer) => {
  api.on('GET', '/users/7', () => json(200, user));
  sessionStore.signIn({ token: 'token', user: { id: 7, first_name: user.first_name, last_name: user.last_name, account_type: user.account_type, special: false } });
  renderWithProviders(<ProfileScreen />, { path: '/my-account' });
};

beforeEach(() => {
  api = fakeApi();
  api.on('GET', '/islands', () => json(200, { data: [{ id: 10, description: 'New Providence' }] }));
  api.on('GET', '/locations', () => json(200, { data: [{ id: 1, name: 'Madeira' }, { id: 2, name: 'Harbor Bay' }] }));
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('My Account: the choice of mail', () => {
  it('shows a customer the switch as they left it, with the receipts that always go', async () => {
    show(account('personal', true));
    const choice = await screen.findByRole<HTMLInputElement>('switch', { name: switchLabel });
    expect(choice.checked).toBe(true);
    expect(screen.getByText('Payment receipts are always emailed.')).toBeTruthy();
  });

  it('sends the choice with the profile, and the saved answer is what the switch shows next', async () => {
    const user = userEvent.setup();
    api.on('PUT', '/users/7', ({ body }) => json(200, { ...account('personal', true), mail_updates: (body as { data: { mail_updates: boolean } }).data.mail_updates }));
    show(account('personal', true));
    const choice = await screen.findByRole<HTMLInputElement>('switch', { name: switchLabel });
    await user.click(choice);
    expect(choice.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(userMessages.profileUpdated));
    expect(api.sent('PUT', '/users/7')[0]!.body).toMatchObject({ data: { mail_updates: false, first_name: 'Pat', email: 'pat@example.test' } });
    expect(screen.getByRole<HTMLInputElement>('switch', { name: switchLabel }).checked).toBe(false);
  });

  it('shows the switch off for a customer who turned the mails off', async () => {
    show(account('business', false));
    expect((await screen.findByRole<HTMLInputElement>('switch', { name: switchLabel })).checked).toBe(false);
  });

  it('offers staff no switch, and sends no choice for them', async () => {
    const user = userEvent.setup();
    api.on('PUT', '/users/7', () => json(200, account('worker', null)));
    show(account('worker', null));
    await screen.findByRole('button', { name: 'Save Changes' });
    expect(screen.queryByRole('switch', { name: switchLabel })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.sent('PUT', '/users/7')).toHaveLength(1));
    expect(api.sent('PUT', '/users/7')[0]!.body).not.toHaveProperty('data.mail_updates');
  });
});
