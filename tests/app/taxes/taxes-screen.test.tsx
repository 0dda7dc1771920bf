import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { taxesApi, type TaxListQuery } from '../../../src/app/api/taxes';
import { TaxesScreen } from '../../../src/app/areas/taxes';
import { sessionStore } from '../../../src/app/session/session-store';
import type { Tax } from '../../../src/domain/taxes';
import { renderWithProviders } from '../../helpers/app/render';
import { onWideScreen } from '../../helpers/app/wide-screen';

const tax = (id: number, description: string, vat: number, tariff_code: string): Tax => ({ id, description, vat, levy: 0, levy_kind: 'percent', zero_rated: false, tariff_code });
const categories = [tax(1, 'Clothing and apparel', 25, '6109'), tax(2, 'Televisions', 35, '8528.7200'), tax(3, 'Books', 0, '4901'), tax(4, 'Mobile phones', 10, '8517.1200')];

/** GET /taxes as the server answers it: matches on description or code, sorted as asked, with the total. */
const answer = ({ search, sort, direction }: TaxListQuery) => {
  const needle = search.toLowerCase();
  const matches = categories.filter((t) => t.description.toLowerCase().includes(needle) || t.tariff_code.toLowerCase().includes(needle));
  const sorted = matches.sort((a, b) => (sort === 'vat' ? a.vat - b.vat : a.description.localeCompare(b.description)));
  return { data: direction === 'desc' ? sorted.reverse() : sorted, total: matches.length };
};

const Address = () => <output aria-label="address">{useLocation().search}</output>;

const renderScreen = (path = '/taxes') =>
  renderWithProviders(
    <>
      <TaxesScreen />
      <Address />
    </>,
    { path },
  );

const descriptions = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

beforeEach(() => {
  sessionStore.signIn({ token: 't', user: { id: 1, first_name: 'Ada', last_name: 'Admin', account_type: 'admin', special: false } });
  vi.spyOn(taxesApi, 'find').mockImplementation(async (query) => answer(query));
});
afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
});

describe('Duty & Tariffs on a tablet or desktop', () => {
  beforeEach(() => {
    onWideScreen();
  });

  it('is a table by description with a count; the search narrows it and goes into the address', async () => {
    renderScreen();
    await waitFor(() => expect(descriptions()).toEqual(['Books', 'Clothing and apparel', 'Mobile phones', 'Televisions']));
    expect(screen.getByText('4 categories')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '85' } });
    await waitFor(() => expect(descriptions()).toEqual(['Mobile phones', 'Televisions']), { timeout: 2000 });
    expect(screen.getByText('2 matches')).toBeTruthy();
    expect(address()).toBe('?search=85');
  });

  it('sorts by duty on a click of its header, turns the order round on a second, and keeps the sort in the address', async () => {
    renderScreen();
    await waitFor(() => expect(descriptions()).toHaveLength(4));
    const duty = () => screen.getByRole('columnheader', { name: /Duty/ });
    fireEvent.click(within(duty()).getByRole('button'));
    await waitFor(() => expect(descriptions()).toEqual(['Televisions', 'Clothing and apparel', 'Mobile phones', 'Books']));
    expect(duty().getAttribute('aria-sort')).toBe('descending');
    expect(address()).toBe('?sort=vat&direction=desc');
    fireEvent.click(within(duty()).getByRole('button'));
    await waitFor(() => expect(descriptions()).toEqual(['Books', 'Mobile phones', 'Clothing and apparel', 'Televisions']));
    expect(duty().getAttribute('aria-sort')).toBe('ascending');
  });

  it('comes back from a shared link or Back with the search and sort it had', async () => {
    renderScreen('/taxes?search=o&sort=vat&direction=asc');
    await waitFor(() => expect(descriptions()).toEqual(['Books', 'Mobile phones', 'Clothing and apparel', 'Televisions']));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('o');
    expect(screen.getByRole('columnheader', { name: /Duty/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(taxesApi.find).toHaveBeenLastCalledWith({ search: 'o', sort: 'vat', direction: 'asc' });
  });

  it('asks before deleting, and deletes nothing when the admin cancels', async () => {
    const user = userEvent.setup();
    const remove = vi.spyOn(taxesApi, 'remove').mockResolvedValue(categories[1]!);
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Actions for Televisions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const question = await screen.findByRole('dialog', { name: 'Delete tariff category?' });
    expect(within(question).getByText('"Televisions" (tariff code 8528.7200) will be removed from Duty & Tariffs. This cannot be undone.')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Actions for Televisions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete tariff category?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(2));
  });

  it('gives a worker the list without row actions or Add', async () => {
    sessionStore.signIn({ token: 't', user: { id: 2, first_name: 'Wes', last_name: 'Worker', account_type: 'worker', special: false } });
    renderScreen();
    await waitFor(() => expect(descriptions()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Category' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});

describe('Duty & Tariffs on a phone', () => {
  it('shows a row per category and sorts with the Sort by buttons', async () => {
    renderScreen();
    const rows = await screen.findByRole('list', { name: 'Tariff categories' });
    const names = () => within(rows).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    await waitFor(() => expect(names()).toEqual(['Books', 'Clothing and apparel', 'Mobile phones', 'Televisions']));
    expect(within(rows).getByText('Duty 35% · Levy 0%')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: 'Sort by' })).getByRole('button', { name: /^Duty/ }));
    await waitFor(() => expect(names()).toEqual(['Televisions', 'Clothing and apparel', 'Mobile phones', 'Books']));
  });
});
