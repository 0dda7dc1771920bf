import { fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../src/app/components/save-file';
import { sessionStore } from '../../../src/app/session/session-store';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { credit, creditsPage, renderCredits, signInAsWorker } from './credit-fixtures';

// A whole screen is a lot for jsdom on a busy 2-core machine: what follows a click may take seconds to
// show, and a first render longer than the default 5 s a test.
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../../src/app/components/save-file', () => ({ saveFile: vi.fn() }));

/** 25 payments, newest first: 20 on page 1, 5 on page 2. Every fifth is $16.50: 1,650¢ × 3% = 49.5¢ → 50¢, total $17.00. */
const all = Array.from({ length: 25 }, (_, i) => (i % 5 === 0 ? credit(40 - i, { value: 16.5, processingFee: 0.5, total: 17 }) : credit(40 - i)));

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsWorker();
  api = fakeApi();
  api.on('GET', '/credits', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    return json(200, creditsPage(Number(query.get('page')), all.filter((each) => `${each.name} ${each.vendor} ${each.description}`.toLowerCase().includes(search))));
  });
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('table', { name: 'CC payments' });
const tableRows = () => within(table()).getAllByRole('row').slice(1);

describe('the CC payments list on a wider screen', { timeout: 20_000 }, () => {
  beforeEach(() => onWideScreen());

  it('shows Customer, Vendor, Description, Cost, Fees and Total per payment, with the count', async () => {
    renderCredits('/credits');
    await waitFor(() => expect(tableRows()).toHaveLength(20));
    expect(within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Customer', 'Vendor', 'Description', 'Cost', 'Fees', 'Total']);
    expect(tableRows()[0]!.textContent).toBe('Brittany KnowlesAmazonPurchase 40$16.50$0.50$17.00');
    expect(tableRows()[1]!.textContent).toBe('Andre RolleAmazonPurchase 39$123.45$3.70$127.15');
    expect(screen.getByText('25 payments')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Receipt #40, Brittany Knowles' }).getAttribute('href')).toBe('/credits/40');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('turns to page 2 with the pager, from the address', async () => {
    renderCredits('/credits');
    await waitFor(() => expect(tableRows()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(tableRows()).toHaveLength(5));
    expect(tableRows()[4]!.textContent).toContain('Purchase 16');
    expect(api.sent('GET', '/credits').map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('searches once typing pauses, from page 1, and says when nothing matches', async () => {
    renderCredits('/credits?page=2');
    await waitFor(() => expect(tableRows()).toHaveLength(5));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'knowles' } });
    // Knowles is every third payment from #40 down: 40, 37, 34, 31, 28, 25, 22, 19, 16.
    await waitFor(() => expect(tableRows()).toHaveLength(9));
    expect(api.sent('GET', '/credits').at(-1)!.query.toString()).toBe('page=1&search=knowles');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'walmart' } });
    await screen.findByText('No CC payments match "walmart".');
  });

  it('downloads the CSV of the search shown', async () => {
    api.on('GET', '/credits.csv', () => new Response('ID\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    renderCredits('/credits?search=rolle');
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'cc-payments.csv'));
    expect(api.sent('GET', '/credits.csv').map((request) => request.query.get('search'))).toEqual(['rolle']);
  });

  it('says when no payment has been recorded', async () => {
    api.on('GET', '/credits', () => json(200, creditsPage(1, [])));
    renderCredits('/credits');
    await screen.findByText('No CC payments have been recorded yet.');
    expect(screen.getByText('0 payments')).toBeTruthy();
  });

  it('shows why the list did not load, with Retry', async () => {
    api.on('GET', '/credits', () => refusal(500, 'The server had a problem.'));
    renderCredits('/credits');
    await screen.findByText('Could not load this list');
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });
});

describe('the CC payments list on a phone', { timeout: 20_000 }, () => {
  it('is a card per payment with its amounts, each opening its receipt', async () => {
    renderCredits('/credits');
    const cards = await screen.findByRole('list', { name: 'CC payments' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[1]!.textContent).toBe('Andre Rolle$127.15Amazon · Purchase 39Cost $123.45 · Fees $3.70');
    expect(within(items[1]!).getByRole('link', { name: 'Andre Rolle' }).getAttribute('href')).toBe('/credits/39');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
