import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertStats } from '../../src/domain/alerts';
import type { AuthUser } from '../../src/domain/auth';
import { alertsApi } from '../../src/app/api/alerts';
import { AlertBanner } from '../../src/app/layout/alert-banner';
import { renderWithProviders } from '../helpers/app/render';

const user = (account_type: AuthUser['account_type']): AuthUser => ({ id: 3, first_name: 'Test', last_name: 'User', account_type, special: false });
const quiet: AlertStats = { outstanding_deliveries: 0, on_the_way_2_days: 0, next_day_in_miami_2_days: 0, others_in_miami_4_days: 0 };

const withStats = (stats: AlertStats) => vi.spyOn(alertsApi, 'stats').mockResolvedValue(stats);

afterEach(() => vi.restoreAllMocks());

describe('the alert banner', () => {
  it('shows outstanding deliveries with a link to the deliveries screen', async () => {
    withStats({ ...quiet, outstanding_deliveries: 3 });
    renderWithProviders(<AlertBanner user={user('worker')} />);
    const link = await screen.findByRole('link', { name: '3 outstanding deliveries' });
    expect(link.getAttribute('href')).toBe('/deliveries');
    expect(screen.queryByRole('link', { name: /packages/ })).toBeNull();
  });

  it('links each package alert above zero to the packages list with its filters', async () => {
    withStats({ ...quiet, on_the_way_2_days: 1, next_day_in_miami_2_days: 4, others_in_miami_4_days: 2 });
    renderWithProviders(<AlertBanner user={user('admin')} />);
    const href = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await href('1 package on the way over 2 days')).toBe('/packages?checkpoint=17&minDays=2');
    expect(await href('4 next-day packages in Miami over 2 days')).toBe('/packages?checkpoint=12&method=next-day&minDays=2');
    expect(await href('2 other packages in Miami over 4 days')).toBe('/packages?checkpoint=12&method=next-day&minDays=4&reverseMethod=true');
    expect(screen.queryByText(/outstanding/)).toBeNull();
  });

  it('takes one line on the scan screen, with Show bringing the links', async () => {
    withStats({ ...quiet, outstanding_deliveries: 3, on_the_way_2_days: 1 });
    renderWithProviders(<AlertBanner user={user('worker')} compact />);
    expect(await screen.findByText('3 outstanding deliveries · 1 package on the way over 2 days')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('link', { name: '3 outstanding deliveries' }).getAttribute('href')).toBe('/deliveries');
  });

  it('shows nothing when every count is zero', async () => {
    const stats = withStats(quiet);
    renderWithProviders(<AlertBanner user={user('basic')} />);
    await waitFor(() => expect(stats).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Alerts')).toBeNull();
  });

  it('names the counts without links where the user may not open the list', async () => {
    withStats({ ...quiet, outstanding_deliveries: 2, on_the_way_2_days: 5 });
    renderWithProviders(<AlertBanner user={user('accounts')} />);
    await screen.findByText('2 outstanding deliveries');
    expect(screen.getByText('5 packages on the way over 2 days')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('never asks the server for customers', () => {
    const stats = withStats({ ...quiet, outstanding_deliveries: 9 });
    renderWithProviders(<AlertBanner user={user('personal')} />);
    expect(stats).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Alerts')).toBeNull();
  });
});
