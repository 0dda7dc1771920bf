import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkpointsApi } from '../../../src/app/api/checkpoints';
import { CheckpointsScreen } from '../../../src/app/areas/checkpoints';
import type { Checkpoint } from '../../../src/domain/checkpoints';
import { renderWithProviders } from '../../helpers/app/render';
import { onWideScreen } from '../../helpers/app/wide-screen';

const checkpoint = (id: number, name: string, address: string): Checkpoint => ({ id, name, email: `cp${id}@demo.test`, address, phone: `242-555-01${id}` });
const all = [checkpoint(12, 'Nassau depot', 'Gladstone Road'), checkpoint(17, 'Airport', 'Windsor Field'), checkpoint(101, 'Miami warehouse', 'NW 25th St')];

const Address = () => <output aria-label="address">{useLocation().search}</output>;

const renderScreen = (path = '/checkpoints') =>
  renderWithProviders(
    <>
      <CheckpointsScreen />
      <Address />
    </>,
    { path },
  );

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const sortBy = (column: string) => fireEvent.click(within(screen.getByRole('columnheader', { name: new RegExp(`^${column}`) })).getByRole('button'));

beforeEach(() => {
  onWideScreen();
  vi.spyOn(checkpointsApi, 'list').mockResolvedValue({ data: all });
});
afterEach(() => vi.restoreAllMocks());

describe('Checkpoints', () => {
  it('is a table by number with a count; the search narrows it and goes into the address', async () => {
    renderScreen();
    await waitFor(() => expect(names()).toEqual(['Nassau depot', 'Airport', 'Miami warehouse']));
    expect(screen.getByText('3 checkpoints')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'WINDSOR' } });
    await waitFor(() => expect(names()).toEqual(['Airport']), { timeout: 2000 });
    expect(screen.getByText('1 match')).toBeTruthy();
    expect(address()).toBe('?search=WINDSOR');
  });

  it('sorts by name on a click of its header and turns the order round on a second', async () => {
    renderScreen();
    await waitFor(() => expect(names()).toHaveLength(3));
    sortBy('Name');
    expect(names()).toEqual(['Airport', 'Miami warehouse', 'Nassau depot']);
    expect(address()).toBe('?sort=name&direction=asc');
    sortBy('Name');
    expect(names()).toEqual(['Nassau depot', 'Miami warehouse', 'Airport']);
    expect(screen.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('comes back from a shared link or Back with the search and sort it had', async () => {
    renderScreen('/checkpoints?search=a&sort=id&direction=desc');
    await waitFor(() => expect(names()).toEqual(['Miami warehouse', 'Airport', 'Nassau depot']));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('a');
  });

  it('asks before deleting, and deletes nothing when the admin cancels', async () => {
    const user = userEvent.setup();
    const remove = vi.spyOn(checkpointsApi, 'remove').mockResolvedValue(all[1]!);
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Actions for Airport' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const question = await screen.findByRole('dialog', { name: 'Delete checkpoint?' });
    expect(within(question).getByText('"Airport" will be removed from the checkpoint list. This cannot be undone.')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Actions for Airport' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete checkpoint?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(17));
  });
});
