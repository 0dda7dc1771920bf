import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchDebounceMs } from '../../../src/domain/constants';
import { useUrlListState } from '../../../src/app/components/use-url-list-state';
import { renderWithProviders } from '../../helpers/app/render';

const Probe = () => {
  const state = useUrlListState(['method'], { column: 'created', direction: 'desc' });
  const location = useLocation();
  return (
    <div>
      <input aria-label="Search" value={state.search} onChange={(event) => state.setSearch(event.currentTarget.value)} />
      <p>
        for "{state.searchKey}" method {state.filters.method ?? 'any'} page {state.page} by {state.sort.column} {state.sort.direction}
      </p>
      <output>{location.search}</output>
      <button onClick={() => state.setPage(state.page + 1)}>Next</button>
      <button onClick={() => state.setFilter('method', 'air')}>Air</button>
      <button onClick={() => state.setSort('name')}>Sort by name</button>
      <button onClick={state.clear}>Clear</button>
    </div>
  );
};

const address = () => screen.getByRole('status').textContent;

afterEach(() => vi.useRealTimers());

describe('a list kept in the address', () => {
  it('comes back from a shared link or Back as it was', () => {
    renderWithProviders(<Probe />, { path: '/orders?search=Knowles&method=sea&page=3&sort=name&direction=asc' });
    expect(screen.getByText('for "Knowles" method sea page 3 by name asc')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('Knowles');
  });

  it('moves the search into the address once typing pauses, and starts again at page 1', () => {
    vi.useFakeTimers();
    renderWithProviders(<Probe />, { path: '/orders?page=4' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'Rolle' } });
    expect(address()).toBe('?page=4');
    act(() => vi.advanceTimersByTime(searchDebounceMs));
    expect(address()).toBe('?search=Rolle');
    expect(screen.getByText('for "Rolle" method any page 1 by created desc')).toBeTruthy();
  });

  it('goes back to page 1 for a new filter or sort, which turns on a second click, and Clear empties it', () => {
    renderWithProviders(<Probe />, { path: '/orders?search=Rolle' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe('?search=Rolle&page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Air' }));
    expect(address()).toBe('?search=Rolle&method=air');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // A new column sorts A to Z first; a second click turns it.
    fireEvent.click(screen.getByRole('button', { name: 'Sort by name' }));
    expect(address()).toBe('?search=Rolle&method=air&sort=name&direction=asc');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by name' }));
    expect(screen.getByText('for "Rolle" method air page 1 by name desc')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(address()).toBe('?sort=name&direction=desc');
  });
});
