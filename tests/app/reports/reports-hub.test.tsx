import { fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { renderReports, signInAsAdmin } from './render-reports';

configure({ asyncUtilTimeout: 5_000 });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsAdmin();
  api = fakeApi();
  // The calendar opens on the current month, and the dialog starts on today in Nassau.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T16:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom has no layout, so Mantine's popover takes its field for scrolled away and hides the calendar once placed.
const day = (name: string) => screen.findByRole('button', { name, hidden: true });
const dialog = () => screen.getByRole('dialog', { name: 'New and Edited Orders' });
const openDialog = async () => {
  renderReports('/reports');
  fireEvent.click(screen.getByRole('button', { name: 'New and Edited Orders' }));
  await screen.findByRole('dialog', { name: 'New and Edited Orders' });
};

// Mantine screens in jsdom take seconds on a busy 2-core machine.
describe('the reports hub', { timeout: 15_000 }, () => {
  it('has a button for each report, each opening its screen', () => {
    renderReports('/reports');
    const links = {
      'End Of Day Report': '/reports/eod',
      'Old Orders': '/reports/old-orders',
      'Old Packages': '/reports/old-packages',
      'Client Orders Report': '/reports/client-orders',
      'Unpaid Invoices Report': '/reports/unpaid/invoices',
      'Delivered Orders / No Invoice': '/reports/delivered-no-invoice',
    };
    for (const [name, path] of Object.entries(links)) expect(screen.getByRole('link', { name }).getAttribute('href'), name).toBe(path);
  });

  it('counts the new and edited orders of the day picked, once Submit is pressed', async () => {
    api.on('GET', '/reports/orders/edited', ({ query }) => json(200, query.get('date') === '2026-03-05' ? { day_orders_count: 14, day_edited_orders: 3 } : { day_orders_count: 0, day_edited_orders: 0 }));
    await openDialog();
    const date = within(dialog()).getByRole('button', { name: 'Date' });
    expect(date.textContent).toBe('Tue, Mar 10, 2026');
    fireEvent.click(date);
    fireEvent.click(await day('5 March 2026'));
    expect(api.sent('GET', '/reports/orders/edited')).toHaveLength(0);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    const counts = await within(dialog()).findByRole('status', { name: 'Orders of Mar 5, 2026' });
    const figure = (label: string) => within(counts).getByText(label).parentElement!.textContent;
    expect([figure('New orders'), figure('Edited orders')]).toEqual(['New orders14', 'Edited orders3']);
    expect(within(counts).getByText('Mar 5, 2026, Nassau time')).toBeTruthy();
    expect(api.sent('GET', '/reports/orders/edited').map((request) => request.query.toString())).toEqual(['date=2026-03-05']);
  });

  it('clears the counts when another day is picked, so figures never stand under the wrong day', async () => {
    api.on('GET', '/reports/orders/edited', () => json(200, { day_orders_count: 7, day_edited_orders: 1 }));
    await openDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await within(dialog()).findByRole('status', { name: 'Orders of Mar 10, 2026' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Date' }));
    fireEvent.click(await day('9 March 2026'));
    await waitFor(() => expect(within(dialog()).queryByRole('status')).toBeNull());
  });

  it("shows the server's message when the count fails", async () => {
    api.on('GET', '/reports/orders/edited', () => refusal(500, 'The database is busy.'));
    await openDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await within(dialog()).findByText('Could not count the orders');
    expect(within(dialog()).getByText('The database is busy.')).toBeTruthy();
  });

  it('closes on Cancel without asking the server', async () => {
    await openDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New and Edited Orders' })).toBeNull());
    expect(api.requests).toHaveLength(0);
  });
});
