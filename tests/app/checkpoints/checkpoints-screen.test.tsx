import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkpointsApi } from '../../../src/app/api/checkpoints';
import { CheckpointsScreen } from '../../../src/app/areas/checkpoints';
import type { Checkpoint } from '../../../src/domain/checkpoints';
import { renderWithProviders } from '../../helpers/app/render';
import { fixedMediaQuery, onWideScreen } from '../../helpers/app/wide-screen';
import { checkpointMessages } from '../../../src/domain/checkpoints';

const checkpoint = (id: number, name: string, address: string, releases = false): Checkpoint => ({ id, name, email: `cp${id}@demo.test`, address, phone: `242-555-01${id}`, releases });
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

describe('Release points', () => {
  const counter = checkpoint(23, 'Delivered', 'Arawak Cay', true);
  const withCounter = () => vi.spyOn(checkpointsApi, 'list').mockResolvedValue({ data: [...all, counter] });
  const cellOf = (row: string, column: string) => {
    const index = screen.getAllByRole('columnheader').findIndex((head) => head.textContent === column);
    return within(screen.getByRole('rowheader', { name: row }).closest('tr')!).getAllByRole('cell')[index - 1]!.textContent;
  };

  it('are marked in the table, and the other checkpoints say No', async () => {
    withCounter();
    renderScreen();
    await waitFor(() => expect(names()).toHaveLength(4));
    expect(cellOf('Delivered', 'Release point')).toBe('Yes');
    expect(cellOf('Airport', 'Release point')).toBe('No');
  });

  it('are marked on the rows of a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fixedMediaQuery(query, false));
    withCounter();
    renderScreen();
    const rows = await screen.findByRole('list', { name: 'Checkpoints' });
    await waitFor(() => expect(within(rows).getAllByRole('listitem')).toHaveLength(4));
    expect(within(within(rows).getByRole('listitem', { name: 'Delivered' })).getByText('Release point')).toBeTruthy();
    expect(within(within(rows).getByRole('listitem', { name: 'Airport' })).queryByText('Release point')).toBeNull();
  });

  it('are made with the add dialog\'s Release point switch, which says what one is and starts off', async () => {
    const user = userEvent.setup();
    const create = vi.spyOn(checkpointsApi, 'create').mockImplementation(async (body) => ({ id: 102, ...body, releases: body.releases ?? false }));
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add Checkpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add checkpoint' });
    const fill = (name: string, value: string) => fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });
    fill('Name', 'Harbor Bay counter');
    fill('E-mail', 'counter@demo.test');
    fill('Address', '#33 Harbor Bay Plaza');
    fill('Phone Number', '242-555-0102');
    const release = within(dialog).getByRole<HTMLInputElement>('switch', { name: /^Release point/ });
    expect(release.checked).toBe(false);
    expect(within(dialog).getByText(checkpointMessages.releasePoint)).toBeTruthy();
    await user.click(release);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({ name: 'Harbor Bay counter', email: 'counter@demo.test', address: '#33 Harbor Bay Plaza', phone: '242-555-0102', releases: true }),
    );
  });

  it('show as such in the edit dialog, where the switch turns one off', async () => {
    const user = userEvent.setup();
    withCounter();
    const update = vi.spyOn(checkpointsApi, 'update').mockImplementation(async (id, body) => ({ id, ...body, releases: body.releases ?? false }));
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Actions for Delivered' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit checkpoint' });
    const release = within(dialog).getByRole<HTMLInputElement>('switch', { name: /^Release point/ });
    expect(release.checked).toBe(true);
    await user.click(release);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(23, { name: 'Delivered', email: counter.email, address: counter.address, phone: counter.phone, releases: false }));
  });
});
