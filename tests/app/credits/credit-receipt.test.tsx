import { fireEvent, screen, within, configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import { companyContact } from '../../../src/domain/company';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { credit, renderCredits, signInAsWorker } from './credit-fixtures';

// A whole screen is a lot for jsdom on a busy 2-core machine: what follows a click may take seconds to
// show, and a first render longer than the default 5 s a test.
configure({ asyncUtilTimeout: 5_000 });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsWorker();
  api = fakeApi();
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const lines = () =>
  within(screen.getByRole('table', { name: 'Receipt' }))
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('the CC payment receipt', { timeout: 20_000 }, () => {
  it("shows the company's contact, the payment's id, name, description, vendor, cost, fee with its rate and total", async () => {
    // $250.00 at 5.25%: 25,000¢ × 5.25% = 1,312.5¢ → 1,313¢ ($13.13); total 26,313¢.
    api.on('GET', '/credits/7', () =>
      json(200, credit(7, { first_name: 'Dana', last_name: 'Bethel', vendor: 'Best Buy', description: 'Headphones\nand cable', value: 250, processingFee: 13.13, total: 263.13, fee_rate: 5.25 })),
    );
    renderCredits('/credits/7');
    await screen.findByRole('heading', { name: 'CC payment receipt #7' });
    expect(screen.getByText(companyContact.name)).toBeTruthy();
    expect(screen.getByText(`${companyContact.phone} · ${companyContact.email}`, { exact: false })).toBeTruthy();
    expect(lines()).toEqual([
      ['Name', 'Dana Bethel'],
      ['Description', 'Headphones\nand cable'],
      ['Vendor', 'Best Buy'],
      ['Cost', '$250.00'],
      ['Processing fee (5.25%)', '$13.13'],
      ['Total', '$263.13'],
    ]);
    // Nov 26, 2026 15:30 UTC is 10:30 AM in Nassau.
    expect(screen.getByText('Nov 26, 2026, 10:30 AM')).toBeTruthy();
  });

  it('prints with the Print button, and leaves the frame off the paper', async () => {
    api.on('GET', '/credits/8', () => json(200, credit(8)));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { container } = renderCredits('/credits/8');
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const css = container.querySelector('.receipt-page style')!.textContent!;
    expect(css).toContain('@media print');
    expect(css).toContain('.mantine-AppShell-navbar');
    expect(container.querySelector('.receipt-page .receipt-no-print')!.textContent).toContain('Print');
    expect(screen.getByRole('link', { name: 'CC Payments' }).getAttribute('href')).toBe('/credits');
  });

  it('answers an unknown payment with the not-found page', async () => {
    api.on('GET', '/credits/9', () => refusal(404, 'CC payment was not found.'));
    renderCredits('/credits/9');
    await screen.findByRole('heading', { name: 'Page not found' });
    renderCredits('/credits/abc');
    expect(screen.getAllByRole('heading', { name: 'Page not found' })).toHaveLength(2);
  });
});
