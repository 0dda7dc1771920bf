import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogsScreen } from '../../../src/app/areas/logs';
import { sessionStore } from '../../../src/app/session/session-store';
import { logsEmptyMessage, type ActivityLog } from '../../../src/domain/logs';
import type { Worker } from '../../../src/domain/users';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { renderWithProviders } from '../../helpers/app/render';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { catchDownloads, pageOf, signInAsAdmin } from '../reports/render-reports';

/** A page of the log as the server answers it, counted exactly. */
const logPage = (all: readonly ActivityLog[], page: number) => {
  const { data, meta } = pageOf(all, page);
  return { data, meta: { ...meta, total_capped: false } };
};

configure({ asyncUtilTimeout: 5_000 });

/** Stands in for the screens a row links to, saying where the link went. */
const Elsewhere = () => <p>Opened {useLocation().pathname}</p>;
const renderLogs = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/logs" element={<LogsScreen />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { path },
  );

// 15:30 UTC is 11:30 in Nassau (EDT).
const activity = (id: number, link: string | null = null): ActivityLog => ({
  id,
  user: { id: 7, full_name: 'Walt Worker' },
  activity: link ? `approved invoice #${id}` : `scanned ${id} packages at Nassau arrival`,
  link,
  created_at: '2026-06-15T15:30:00.000Z',
});
const rows = Array.from({ length: 60 }, (_, i) => activity(200 - i, i === 0 ? '/invoices/200' : null));
const worker: Worker = {
  id: 7,
  full_name: 'Walt Worker',
  first_name: 'Walt',
  last_name: 'Worker',
  email: 'walt@example.test',
  home_phone: null,
  mobile_phone: null,
  location: { data: { id: 1, name: 'Madeira' } },
  account_type: 'worker',
  special: false,
  retired_at: null,
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsAdmin();
  onWideScreen();
  api = fakeApi();
  api.on('POST', '/logs', ({ body }) => json(200, logPage(rows, (body as { data: { page: number } }).data.page)));
  api.on('GET', '/workers', () => json(200, { data: [worker] }));
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const searched = () => api.sent('POST', '/logs').map((request) => request.body);
const tableRows = () => within(screen.getByRole('table', { name: 'Activities' })).getAllByRole('row').slice(1);
const period = '/admin/logs?from=2026-06-15&to=2026-06-16';

// Mantine screens in jsdom take seconds on a busy 2-core machine.
describe('the Activity Logs screen', { timeout: 15_000 }, () => {
  it('waits for both days before Search, and reads nothing until then', async () => {
    renderLogs('/admin/logs');
    await screen.findByRole('heading', { name: 'Activity Logs' });
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose Date From and Date To to search.')).toBeTruthy();
    expect(searched()).toEqual([]);
  });

  it("reads the address's period: a row per activity, its sentence linked to the entity, the time in Nassau", async () => {
    renderLogs(period);
    await waitFor(() => expect(tableRows()).toHaveLength(50));
    expect(searched()).toEqual([{ data: { fromDate: '2026-06-15', toDate: '2026-06-16', workerId: null, page: 1 } }]);
    expect(screen.getByRole('status').textContent).toBe('60 activities');
    const cells = within(tableRows()[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['200', 'Walt Worker', 'approved invoice #200', 'Jun 15, 2026, 11:30 AM']);
    expect(within(tableRows()[1]!).queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'approved invoice #200' }));
    await screen.findByText('Opened /invoices/200');
  });

  it('leaves out links the viewer could not open: the manager reads Created checkpoint without a link to Checkpoints', async () => {
    sessionStore.signIn({ token: 'manager-token', user: { id: 2, first_name: 'Mia', last_name: 'Manager', account_type: 'worker', special: true } });
    const checkpointRow = { ...activity(300), activity: 'created checkpoint #101', link: '/checkpoints' };
    const orderRow = { ...activity(299), activity: 'created order #88', link: '/orders/88' };
    api.on('POST', '/logs', () => json(200, logPage([checkpointRow, orderRow], 1)));
    renderLogs(period);
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(within(tableRows()[0]!).queryByRole('link')).toBeNull();
    expect(within(tableRows()[0]!).getByText('created checkpoint #101')).toBeTruthy();
    expect(within(tableRows()[1]!).getByRole('link', { name: 'created order #88' }).getAttribute('href')).toBe('/orders/88');
  });

  it('turns to the next page and back', async () => {
    renderLogs(period);
    await waitFor(() => expect(tableRows()).toHaveLength(50));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expect(tableRows()[0]!.textContent).toContain('150');
    expect(searched().at(-1)).toEqual({ data: { fromDate: '2026-06-15', toDate: '2026-06-16', workerId: null, page: 2 } });
  });

  it("says 100,000+ for a period past the server's count, and offers Next while pages are full", async () => {
    api.on('POST', '/logs', ({ body }) => {
      const page = (body as { data: { page: number } }).data.page;
      return json(200, { data: logPage(rows, 1).data, meta: { current_page: page, last_page: 2000, total: 100_000, total_capped: true } });
    });
    renderLogs(period);
    await waitFor(() => expect(tableRows()).toHaveLength(50));
    expect(screen.getByRole('status').textContent).toBe('100,000+ activities');
    expect(screen.queryByRole('combobox', { name: 'Page' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(searched().at(-1)).toEqual({ data: { fromDate: '2026-06-15', toDate: '2026-06-16', workerId: null, page: 2 } }));
  });

  it("searches one worker's activity once chosen", async () => {
    renderLogs(period);
    await waitFor(() => expect(tableRows()).toHaveLength(50));
    fireEvent.click(screen.getByRole('combobox', { name: 'Worker' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Walt Worker (Dept #7)', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searched().at(-1)).toEqual({ data: { fromDate: '2026-06-15', toDate: '2026-06-16', workerId: 7, page: 1 } }));
  });

  it("says the spec's sentence for an empty period, and Clear Filters empties the form", async () => {
    api.on('POST', '/logs', () => json(200, logPage([], 1)));
    renderLogs(period);
    await screen.findByText(logsEmptyMessage);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true));
    expect(screen.queryByText(logsEmptyMessage)).toBeNull();
  });

  it('shows an error it can retry', async () => {
    api.on('POST', '/logs', () => refusal(500, 'Database unavailable'));
    renderLogs(period);
    await screen.findByText('Could not load this list');
    api.on('POST', '/logs', ({ body }) => json(200, logPage(rows, (body as { data: { page: number } }).data.page)));
    fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    await waitFor(() => expect(tableRows()).toHaveLength(50));
  });

  it('exports the searched period as CSV', async () => {
    api.on('GET', '/logs.csv', () => new Response('ID,Staff Member,Action,When\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const saved = catchDownloads();
    renderLogs(`${period}&worker=7`);
    await waitFor(() => expect(tableRows()).toHaveLength(50));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['activity-2026-06-15-to-2026-06-16.csv']));
    expect(api.sent('GET', '/logs.csv').map((request) => request.query.toString())).toEqual(['fromDate=2026-06-15&toDate=2026-06-16&workerId=7']);
  });
});
