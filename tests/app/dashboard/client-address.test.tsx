import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import { addressSuffixes } from '../../../src/domain/client-dashboard';
import { json, refusal } from '../../helpers/app/fake-api';
import { dashboardApi, renderDashboard, signInAsCustomer } from './client-fixtures';

configure({ asyncUtilTimeout: 5_000 });

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  signInAsCustomer();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const addressCard = () => screen.getByRole('region', { name: 'Your US shipping address' });
const suffixLines = () => within(screen.getByRole('list', { name: 'Address lines by delivery speed' })).getAllByRole('listitem');

describe("the customer's US address", { timeout: 20_000 }, () => {
  it('shows the Miami warehouse the API names, with their name and Dept #', async () => {
    dashboardApi();
    renderDashboard();
    await screen.findByText('3600 NW 79th Ave');
    const card = within(addressCard());
    expect(card.getByText('Pat Personal')).toBeTruthy();
    expect(card.getByText('Dept # 1042 and a letter below')).toBeTruthy();
    expect(card.getByText('Miami, FL 33166')).toBeTruthy();
    expect(card.getByText('+1 305 555 0142')).toBeTruthy();
    expect(card.getByText('United States')).toBeTruthy();
  });

  it('gives each of N, S, X and C a full street line with the Dept # and what the letter gets the parcel', async () => {
    dashboardApi();
    renderDashboard();
    await screen.findByText('3600 NW 79th Ave');
    const lines = suffixLines();
    expect(lines.map((line) => line.getAttribute('data-suffix'))).toEqual(['N', 'S', 'X', 'C']);
    expect(lines.map((line) => within(line).getByText(/^3600 NW 79th Ave, Dept # 1042[NSXC]$/).textContent)).toEqual([
      '3600 NW 79th Ave, Dept # 1042N',
      '3600 NW 79th Ave, Dept # 1042S',
      '3600 NW 79th Ave, Dept # 1042X',
      '3600 NW 79th Ave, Dept # 1042C',
    ]);
    lines.forEach((line, index) => expect(within(line).getByText(addressSuffixes[index]!.explanation)).toBeTruthy());
    expect(addressSuffixes.map((suffix) => suffix.explanation.split(':')[0])).toEqual(['Priority', 'Standard', 'No rush', 'Consolidated']);
  });

  it('copies exactly the line its button is beside, says Copied and announces it', async () => {
    dashboardApi();
    renderDashboard();
    await screen.findByText('3600 NW 79th Ave');
    const express = suffixLines()[2]!;
    fireEvent.click(within(express).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(within(express).getByRole('button', { name: 'Copied' })).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith('3600 NW 79th Ave, Dept # 1042X');
    expect(within(express).getByRole('status').textContent).toBe('Copied 3600 NW 79th Ave, Dept # 1042X');
    // The others still offer Copy.
    expect(within(suffixLines()[0]!).getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('says so when the browser refuses the clipboard', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    dashboardApi();
    renderDashboard();
    await screen.findByText('3600 NW 79th Ave');
    fireEvent.click(within(suffixLines()[0]!).getByRole('button', { name: 'Copy' }));
    await within(suffixLines()[0]!).findByText('Your browser did not allow copying: select the line and copy it.');
  });

  it('offers a retry when the address cannot be read, and shows it once it can', async () => {
    const api = dashboardApi();
    api.on('GET', '/settings/us-address', () => refusal(503, 'The server is busy.'));
    renderDashboard();
    await within(addressCard()).findByText('The server is busy.');
    api.on('GET', '/settings/us-address', () => json(200, { street: '1 Brickell Ave', city: 'Miami', state: 'FL', zip: '33131', phone: '305 555 0100' }));
    fireEvent.click(within(addressCard()).getByRole('button', { name: 'Try again' }));
    await within(addressCard()).findByText('1 Brickell Ave, Dept # 1042N');
  });

  it("links to the customer's other screens", async () => {
    dashboardApi();
    renderDashboard();
    const nav = within(await screen.findByRole('navigation', { name: 'More for you' }));
    const hrefs = (name: RegExp) => nav.getByRole('link', { name }).getAttribute('href');
    expect([hrefs(/^Prealerts/), hrefs(/^Cost calculator/), hrefs(/^Shipping estimate/), hrefs(/^Orders for sale/)]).toEqual([
      '/client/prealerts',
      '/calculator-v2',
      '/shipping-estimate',
      '/orders-for-sale',
    ]);
  });
});
