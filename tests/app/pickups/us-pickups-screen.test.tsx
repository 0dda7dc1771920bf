import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsPickupsScreen } from '../../../src/app/areas/pickups';
import { notifyError, notifySuccess } from '../../../src/app/components/notify';
import { readReference } from '../../../src/app/offline/store/reference-rows';
import { listOf } from '../../../src/domain/common';
import { pickupMessages, zPickup, type Pickup } from '../../../src/domain/pickups';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { clearOfflineDb } from '../../helpers/app/offline/offline-fixtures';
import { renderWithProviders } from '../../helpers/app/render';
import { onWideScreen } from '../../helpers/app/wide-screen';

const costco: Pickup = { id: 1, name: 'Costco Doral', address: '7795 W Flagler St, Miami', phone: '+1 305 555 0110', email: null };
const bestBuy: Pickup = { id: 2, name: 'Best Buy Dadeland', address: '8290 S Dixie Hwy, Miami', phone: null, email: 'desk@bestbuy.test' };

vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const Address = () => <output aria-label="address">{useLocation().search}</output>;

const renderScreen = (path = '/us-pickups') =>
  renderWithProviders(
    <>
      <UsPickupsScreen />
      <Address />
    </>,
    { path },
  );

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const dialog = (name: string) => screen.findByRole('dialog', { name });

let api: ReturnType<typeof fakeApi>;
let stored: Pickup[];

beforeEach(async () => {
  await clearOfflineDb();
  stored = [bestBuy, costco];
  api = fakeApi();
  // The server's search: part of any field, ignoring case.
  api.on('GET', '/pickups', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    return json(200, { data: stored.filter((pickup) => Object.values(pickup).some((value) => String(value ?? '').toLowerCase().includes(search))) });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('US Pickups', () => {
  it('is a table of the pickups by name with a count; the search asks the server and goes into the address', async () => {
    onWideScreen();
    renderScreen();
    expect(screen.getByRole('heading', { name: 'US Pickups' })).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Best Buy Dadeland', 'Costco Doral']));
    expect(screen.getByText('2 pickups')).toBeTruthy();
    // No phone or email reads as None, not as an empty cell.
    expect(within(screen.getByRole('rowheader', { name: 'Best Buy Dadeland' }).closest('tr')!).getByText('None')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'FLAGLER' } });
    await waitFor(() => expect(names()).toEqual(['Costco Doral']), { timeout: 2000 });
    expect(screen.getByText('1 match')).toBeTruthy();
    expect(api.sent('GET', '/pickups').at(-1)!.query.get('search')).toBe('FLAGLER');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?search=FLAGLER');
  });

  it('says when nothing matches, and when there are none at all', async () => {
    onWideScreen();
    renderScreen('/us-pickups?search=zzz');
    await screen.findByText('No pickups match "zzz".');
    stored = [];
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '' } });
    await screen.findByText('There are no US pickups yet. Add the first one.', undefined, { timeout: 2000 });
  });

  it('shows a row of lines per pickup on a phone, each with its Edit button', async () => {
    renderScreen();
    const cards = await screen.findByRole('list', { name: 'US pickups' });
    expect(within(cards).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'))).toEqual(['Best Buy Dadeland', 'Costco Doral']);
    expect(within(cards).getByText('+1 305 555 0110')).toBeTruthy();
    expect(within(cards).getByRole('button', { name: 'Edit Costco Doral' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('adds a pickup: name and address required once touched, email checked, and the order form’s copy fetched again', async () => {
    onWideScreen();
    const user = userEvent.setup();
    const added: Pickup = { id: 3, name: 'Apple Aventura', address: '19501 Biscayne Blvd', phone: null, email: 'pickup@apple.test' };
    api.on('POST', '/pickups', () => {
      stored = [added, ...stored];
      return json(201, added);
    });
    renderScreen();
    await waitFor(() => expect(names()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Add Pickup' }));
    const form = await dialog('Add US pickup');
    const add = within(form).getByRole('button', { name: 'Add' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(within(form).queryByText('Name is required')).toBeNull();

    await user.click(within(form).getByRole('textbox', { name: /^Name/ }));
    await user.tab();
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    const fill = (label: RegExp | string, value: string) => fireEvent.change(within(form).getByRole('textbox', { name: label }), { target: { value } });
    fill(/^Name/, added.name);
    fill(/^Address/, added.address);
    fill('E-mail', 'pickup at apple');
    expect(await within(form).findByText('Must be valid e-mail')).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(true);
    fill('E-mail', added.email!);
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    const listsBefore = api.sent('GET', '/pickups').length;
    await user.click(add);

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Apple Aventura was added.'));
    expect(api.sent('POST', '/pickups')[0]!.body).toEqual({ name: added.name, address: added.address, phone: '', email: added.email });
    await waitFor(() => expect(names()).toEqual(['Apple Aventura', 'Best Buy Dadeland', 'Costco Doral']));
    // The whole list again, unsearched, for the copy the order form picks from, saved on the device.
    await waitFor(async () => expect((await readReference('pickups', listOf(zPickup)))?.data.data).toContainEqual(added));
    expect(api.sent('GET', '/pickups').slice(listsBefore).some((request) => !request.query.has('search'))).toBe(true);
  });

  it('edits a pickup with its values filled in, and puts a refusal on the field it names', async () => {
    onWideScreen();
    const user = userEvent.setup();
    let attempts = 0;
    api.on('PUT', '/pickups/1', ({ body }) => {
      attempts += 1;
      if (attempts === 1) return refusal(409, pickupMessages.duplicate, { name: pickupMessages.duplicate });
      const saved = { id: 1, ...(body as Omit<Pickup, 'id'>) };
      stored = stored.map((pickup) => (pickup.id === 1 ? saved : pickup));
      return json(200, saved);
    });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Costco Doral' }));
    const form = await dialog('Edit US pickup');
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Address/ }).value).toBe(costco.address);
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Phone Number' }).value).toBe(costco.phone);
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    fireEvent.change(name, { target: { value: 'Costco Wholesale Doral' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(pickupMessages.duplicate)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(notifyError).toHaveBeenCalledWith(pickupMessages.duplicate);

    fireEvent.change(name, { target: { value: 'Costco Wholesale Doral West' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Costco Wholesale Doral West was updated.'));
    expect(api.sent('PUT', '/pickups/1').at(-1)!.body).toMatchObject({ name: 'Costco Wholesale Doral West', address: costco.address, phone: costco.phone });
    await waitFor(() => expect(names()).toContain('Costco Wholesale Doral West'));
  });
});
