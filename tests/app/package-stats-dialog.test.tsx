import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertStats } from '../../src/domain/alerts';
import type { AuthUser } from '../../src/domain/auth';
import { alertsApi } from '../../src/app/api/alerts';
import { PackageStatsDialog } from '../../src/app/layout/package-stats-dialog';
import { sessionStore } from '../../src/app/session/session-store';
import { renderWithProviders } from '../helpers/app/render';

const staff = (account_type: AuthUser['account_type'], special: boolean): AuthUser => ({ id: 4, first_name: 'Olive', last_name: 'Owner', account_type, special });
const stats: AlertStats = { outstanding_deliveries: 3, on_the_way_2_days: 0, next_day_in_miami_2_days: 4, others_in_miami_4_days: 1 };

/** Lets the timers run up to `ms` from now, and React and the stats request settle. */
const after = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(async () => {});
};
/** Mantine's opening transition, on the faked clock too. */
const transitionMs = 500;
// waitFor's own timers are faked here, so the dialog is looked for once the clock has moved.
const dialog = () => screen.getByRole('dialog', { name: 'Package Stats' });

beforeEach(() => {
  // Mantine's transition waits for an animation frame, then a timeout: both on this clock, or a busy
  // machine's late frame leaves the dialog unopened when it is looked for.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  sessionStorage.clear();
  vi.spyOn(alertsApi, 'stats').mockResolvedValue(stats);
});
afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the package-stats dialog', () => {
  it('opens 2.5 s after the app loads for a special user, with the four counts, zeros included', async () => {
    renderWithProviders(<PackageStatsDialog user={staff('admin', true)} />);
    await after(2_499);
    expect(screen.queryByRole('dialog')).toBeNull();
    await after(1);
    await after(transitionMs);
    const links = Array.from(dialog().querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['3 outstanding deliveries', '/deliveries'],
      ['0 packages on the way over 2 days', '/packages?checkpoint=17&minDays=2'],
      ['4 next-day packages in Miami over 2 days', '/packages?checkpoint=12&method=next-day&minDays=2'],
      ['1 other package in Miami over 4 days', '/packages?checkpoint=12&method=next-day&minDays=4&reverseMethod=true'],
    ]);
  });

  it('opens once per session: not again after a reload, again after a new sign-in', async () => {
    const first = renderWithProviders(<PackageStatsDialog user={staff('worker', true)} />);
    await after(2_500);
    await after(transitionMs);
    fireEvent.click(within(dialog()).getAllByRole('button', { name: 'Close' })[0]!);
    first.unmount();

    renderWithProviders(<PackageStatsDialog user={staff('worker', true)} />);
    await after(5_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    sessionStore.signIn({ token: 'a-new-session', user: staff('worker', true) });
    renderWithProviders(<PackageStatsDialog user={staff('worker', true)} />);
    await after(2_500);
    await after(transitionMs);
    expect(dialog()).toBeTruthy();
  });

  it('never opens for other staff or customers, and never asks for the counts', async () => {
    for (const user of [staff('admin', false), staff('worker', false), staff('personal', true)]) {
      renderWithProviders(<PackageStatsDialog user={user} />);
      await after(10_000);
      await after(transitionMs);
      expect(screen.queryByRole('dialog'), user.account_type).toBeNull();
      cleanup();
    }
    expect(alertsApi.stats).not.toHaveBeenCalled();
  });
});
