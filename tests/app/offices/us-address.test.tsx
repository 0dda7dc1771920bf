import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfficesScreen } from '../../../src/app/areas/offices';
import { sessionStore } from '../../../src/app/session/session-store';
import { usAddressMessages, type UsAddress } from '../../../src/domain/settings';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { renderWithProviders } from '../../helpers/app/render';

configure({ asyncUtilTimeout: 5_000 });
vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

let address: UsAddress;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  sessionStore.signIn({ token: 't', user: { id: 1, first_name: 'Ada', last_name: 'Admin', account_type: 'admin', special: false } });
  address = { street: '8250 NW 25th St', city: 'Doral', state: 'FL', zip: '33122', phone: '+1 242 555 0100' };
  api = fakeApi();
  api.on('GET', '/offices', () => json(200, { data: [{ id: 1, number: '101', location_id: 1 }] }));
  api.on('GET', '/settings/us-address', () => json(200, address));
  api.on('PUT', '/settings/us-address', ({ body }) => {
    address = { ...(body as UsAddress) };
    return json(200, address);
  });
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = () => screen.getByRole('region', { name: 'Miami warehouse address' });
const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByRole('textbox', { name: label });

describe('the Miami warehouse address on Offices', { timeout: 20_000 }, () => {
  it('shows the address customers ship to', async () => {
    renderWithProviders(<OfficesScreen />);
    await within(await screen.findByRole('region', { name: 'Miami warehouse address' })).findByText('8250 NW 25th St');
    expect(within(card()).getByText('Doral, FL 33122')).toBeTruthy();
    expect(within(card()).getByText('+1 242 555 0100')).toBeTruthy();
  });

  it('edits it in a dialog, sending the tidied address, and shows the saved one', async () => {
    renderWithProviders(<OfficesScreen />);
    await within(await screen.findByRole('region', { name: 'Miami warehouse address' })).findByText('8250 NW 25th St');
    fireEvent.click(within(card()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Miami warehouse address' });
    expect((field(dialog, /^Street/) as HTMLInputElement).value).toBe('8250 NW 25th St');
    fireEvent.change(field(dialog, /^Street/), { target: { value: ' 3600 NW 79th Ave ' } });
    fireEvent.change(field(dialog, /^City/), { target: { value: 'Miami' } });
    fireEvent.change(field(dialog, /^State/), { target: { value: 'fl' } });
    fireEvent.change(field(dialog, /^ZIP code/), { target: { value: '33166' } });
    fireEvent.change(field(dialog, /^Phone/), { target: { value: '+1 305 555 0142' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Miami warehouse address' })).toBeNull());
    expect(api.sent('PUT', '/settings/us-address').map((request) => request.body)).toEqual([
      { street: '3600 NW 79th Ave', city: 'Miami', state: 'FL', zip: '33166', phone: '+1 305 555 0142' },
    ]);
    await within(card()).findByText('3600 NW 79th Ave');
    expect(within(card()).getByText('Miami, FL 33166')).toBeTruthy();
  });

  it("says what is wrong with a field, keeps Save off until it is right, and shows the server's refusal", async () => {
    api.on('PUT', '/settings/us-address', () => refusal(400, 'Check the address.', { zip: usAddressMessages.zip }));
    renderWithProviders(<OfficesScreen />);
    await within(await screen.findByRole('region', { name: 'Miami warehouse address' })).findByText('8250 NW 25th St');
    fireEvent.click(within(card()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Miami warehouse address' });
    fireEvent.change(field(dialog, /^ZIP code/), { target: { value: '331' } });
    await within(dialog).findByText(usAddressMessages.zip);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.change(field(dialog, /^ZIP code/), { target: { value: '33122-1234' } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(usAddressMessages.zip);
    expect(screen.getByRole('dialog', { name: 'Edit Miami warehouse address' })).toBeTruthy();
  });
});
