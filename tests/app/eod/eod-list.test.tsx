import { configure, fireEvent, screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../src/app/components/notify';
import { sessionStore } from '../../../src/app/session/session-store';
import { eodMessages, type EodReport } from '../../../src/domain/eod';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { fakeApi, json } from '../../helpers/app/fake-api';
import { report, reportsPage, signInAs } from './eod-fixtures';
import { renderEod } from './render-eod';

// A whole screen with its dialog is a lot for jsdom on a busy 2-core machine: what follows a click may take seconds to show.
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

/** 23 reports, newest date first: 20 on page 1, 3 on page 2; every third has no notes. */
const all: EodReport[] = Array.from({ length: 23 }, (_, i) =>
  report(40 - i, { date: `2026-10-${String(31 - i).padStart(2, '0')}`, notes: i % 3 === 0 ? null : `Note ${40 - i}`, ending: i === 1 ? null : 1000 + i }),
);

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAs('admin');
  api = fakeApi();
  api.on('GET', '/reports', ({ query }) => json(200, reportsPage(all, Number(query.get('page')))));
  api.on('GET', '/reports/acc', ({ query }) => json(200, reportsPage(all.slice(0, 2), Number(query.get('page')))));
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const table = () => screen.getByRole('table', { name: 'End-of-day reports' });
const tableRows = () => within(table()).getAllByRole('row').slice(1);

describe('an end-of-day list on a wider screen', { timeout: 20_000 }, () => {
  beforeEach(() => onWideScreen());

  it("shows id, date, beginning, ending and notes, 'N/A' for no notes, with the count", async () => {
    renderEod('/reports/eod');
    await waitFor(() => expect(tableRows()).toHaveLength(20));
    expect(within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['ID', 'Date', 'Beginning', 'Ending', 'Notes']);
    expect(tableRows()[0]!.textContent).toBe('#40Oct 31, 2026$250.00$1,000.00N/A');
    expect(tableRows()[1]!.textContent).toBe('#39Oct 30, 2026$250.00Not countedNote 39');
    expect(screen.getByText('23 reports')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'End Of Day Reports' })).toBeTruthy();
  });

  it('turns to page 2 with the pager, asking the server for it', async () => {
    renderEod('/reports/eod');
    await waitFor(() => expect(tableRows()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    expect(tableRows()[2]!.textContent).toContain('#18');
    expect(api.sent('GET', '/reports').map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it.each([
    ['/reports/eod', '/reports/eod/39'],
    ['/reports/eodv2', '/reports/eodv2/39'],
  ])('%s opens a report at %s from a click anywhere on its row', async (list, detail) => {
    renderEod(list, { realDetail: false });
    await waitFor(() => expect(tableRows()).toHaveLength(20));
    expect(within(tableRows()[1]!).getByRole('link', { name: 'Report #39' }).getAttribute('href')).toBe(detail);
    fireEvent.click(within(tableRows()[1]!).getByText('Note 39'));
    await screen.findByText(`Detail at ${detail}`);
  });

  it("reads the accounts office's own reports on The EOD, and opens them at /reports/acc/:id", async () => {
    renderEod('/reports/acc');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'The EOD' })).toBeTruthy();
    expect(within(tableRows()[0]!).getByRole('link', { name: 'Report #40' }).getAttribute('href')).toBe('/reports/acc/40');
    expect(api.sent('GET', '/reports')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('an end-of-day list on a phone', { timeout: 20_000 }, () => {
  it("is a card per report with 'N/A' for no notes, each opening its report", async () => {
    renderEod('/reports/eodv2');
    const cards = await screen.findByRole('list', { name: 'End-of-day reports' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(20));
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Oct 31, 2026' }).getAttribute('href')).toBe('/reports/eodv2/40');
    expect(first.textContent).toContain('Notes: N/A');
    expect(first.textContent).toContain('Beginning: $250.00');
  });

  it('shows the loading state, then the empty state when there are no reports', async () => {
    api.on('GET', '/reports', () => json(200, reportsPage([])));
    renderEod('/reports/eod');
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    await screen.findByText('No end-of-day reports yet.');
    expect(screen.getByText('0 reports')).toBeTruthy();
  });

  it('says why the list could not load, and loads it again on Try again', async () => {
    let fail = true;
    api.on('GET', '/reports', ({ query }) => (fail ? json(503, { error: { code: 'BUSY', message: 'The server is busy.' } }) : json(200, reportsPage(all, Number(query.get('page'))))));
    renderEod('/reports/eod');
    await screen.findByText('The server is busy.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'End-of-day reports' })).getAllByRole('listitem')).toHaveLength(20));
  });
});

describe('the New Report dialog', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // The date picker opens on the current month, and the date defaults to today in Nassau.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T16:00:00.000Z'));
    onWideScreen();
  });
  afterEach(() => vi.useRealTimers());

  const openDialog = async (list = '/reports/eod') => {
    renderEod(list, { realDetail: false });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'New Report' }));
    return within(await screen.findByRole('dialog', { name: 'New Report' }));
  };
  const beginning = (dialog: BoundFunctions<typeof queries>) => dialog.getByRole<HTMLInputElement>('textbox', { name: /^Beginning Balance/ });
  const save = (dialog: BoundFunctions<typeof queries>) => dialog.getByRole<HTMLButtonElement>('button', { name: 'Save' });

  it("defaults the date to today in Nassau, says 'Beginning Balance is required' once touched, and keeps Save disabled with the reason", async () => {
    const dialog = await openDialog();
    expect(dialog.getByRole('button', { name: /^Date/ }).textContent).toBe('Thu, Nov 26, 2026');
    // Nothing said before a field is touched, but the disabled Save says why.
    expect(dialog.queryByText(eodMessages.beginningRequired)).toBeNull();
    expect(save(dialog).disabled).toBe(true);
    expect(dialog.getByText(`Not ready to save: ${eodMessages.beginningRequired}.`)).toBeTruthy();

    fireEvent.change(beginning(dialog), { target: { value: '5' } });
    fireEvent.change(beginning(dialog), { target: { value: '' } });
    await dialog.findByText(eodMessages.beginningRequired);

    fireEvent.click(dialog.getByRole('button', { name: 'Clear date' }));
    await dialog.findByText(eodMessages.dateRequired);
    expect(dialog.getByText(`Not ready to save: ${eodMessages.beginningRequired}, and 1 more field to fix.`)).toBeTruthy();

    fireEvent.change(beginning(dialog), { target: { value: '250' } });
    fireEvent.click(dialog.getByRole('button', { name: /^Date/ }));
    fireEvent.click(await screen.findByRole('button', { name: '25 November 2026', hidden: true }));
    await waitFor(() => expect(save(dialog).disabled).toBe(false));
    expect(dialog.queryByText(eodMessages.beginningRequired)).toBeNull();
    expect(dialog.queryByText(eodMessages.dateRequired)).toBeNull();
    expect(dialog.queryByText(/^Not ready to save/)).toBeNull();
  });

  it('offers no day after today in Nassau', async () => {
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: /^Date/ }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: '27 November 2026', hidden: true })).disabled).toBe(true);
  });

  it('sends the report in dollars with an Idempotency-Key, then reloads the list and opens the new report', async () => {
    const created = report(41, { date: '2026-11-26', beginning: 250.5, ending: null, notes: 'Float from the safe' });
    api.on('POST', '/reports', () => json(201, created));
    const dialog = await openDialog();
    fireEvent.change(beginning(dialog), { target: { value: '250.50' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^Notes/ }), { target: { value: ' Float from the safe ' } });
    await waitFor(() => expect(save(dialog).disabled).toBe(false));
    fireEvent.click(save(dialog));
    await screen.findByText('Detail at /reports/eod/41');
    const [sent] = api.sent('POST', '/reports');
    // Ending left empty is not sent; notes are trimmed.
    expect(sent!.body).toEqual({ data: { beginning: 250.5, date: '2026-11-26', notes: 'Float from the safe' } });
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(notifySuccess).toHaveBeenCalledWith('The report for Nov 26, 2026 was created.');
    expect(api.sent('GET', '/reports').length).toBeGreaterThanOrEqual(2);
  });

  it("posts the accounts office's reports to /reports/acc and opens them there", async () => {
    api.on('POST', '/reports/acc', () => json(201, report(42, { date: '2026-11-26' })));
    const dialog = await openDialog('/reports/acc');
    fireEvent.change(beginning(dialog), { target: { value: '100' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^Ending Balance/ }), { target: { value: '180.25' } });
    await waitFor(() => expect(save(dialog).disabled).toBe(false));
    fireEvent.click(save(dialog));
    await screen.findByText('Detail at /reports/acc/42');
    expect(api.sent('POST', '/reports/acc')[0]!.body).toEqual({ data: { beginning: 100, ending: 180.25, date: '2026-11-26' } });
    expect(api.sent('POST', '/reports')).toHaveLength(0);
  });

  it("shows the server's 409 in the dialog, which stays open with what was typed", async () => {
    api.on('POST', '/reports', () => json(409, { error: { code: 'CONFLICT', message: eodMessages.dateTaken('2026-11-26') } }));
    const dialog = await openDialog();
    fireEvent.change(beginning(dialog), { target: { value: '250' } });
    await waitFor(() => expect(save(dialog).disabled).toBe(false));
    fireEvent.click(save(dialog));
    expect((await dialog.findByRole('alert')).textContent).toContain('There is already a report for 2026-11-26.');
    expect(beginning(dialog).value).toBe('250');
    expect(screen.queryByText(/^Detail at/)).toBeNull();
  });

  it('puts the server’s field errors at their fields', async () => {
    api.on('POST', '/reports', () => json(400, { error: { code: 'VALIDATION', message: 'Check the highlighted fields.', fields: { 'data.beginning': 'Beginning Balance is too large' } } }));
    const dialog = await openDialog();
    fireEvent.change(beginning(dialog), { target: { value: '250' } });
    await waitFor(() => expect(save(dialog).disabled).toBe(false));
    fireEvent.click(save(dialog));
    await dialog.findByText('Beginning Balance is too large');
  });

  it('sends a retry after a lost answer with the same Idempotency-Key, and a new press with a new one', async () => {
    let answers = [json(503, { error: { code: 'BUSY', message: 'Busy' } }), json(409, { error: { code: 'CONFLICT', message: eodMessages.dateTaken('2026-11-26') } })];
    api.on('POST', '/reports', () => answers.shift() ?? json(201, report(43, { date: '2026-11-26' })));
    const dialog = await openDialog();
    fireEvent.change(beginning(dialog), { target: { value: '250' } });
    await waitFor(() => expect(save(dialog).disabled).toBe(false));
    fireEvent.click(save(dialog));
    await dialog.findByRole('alert', {}, { timeout: 10_000 });
    answers = [];
    fireEvent.click(save(dialog));
    await screen.findByText('Detail at /reports/eod/43');
    const keys = api.sent('POST', '/reports').map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
