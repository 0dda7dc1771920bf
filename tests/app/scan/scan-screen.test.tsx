import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkpointMessages, type Checkpoint } from '../../../src/domain/checkpoints';
import { packageBarcode } from '../../../src/domain/barcode';
import { scanMessages } from '../../../src/domain/scan';
import type { OutboxEntry } from '../../../src/app/offline/hooks/use-outbox';
import { fakeOutbox } from '../../helpers/app/fake-use-outbox';
import { outboxEntry, type EntryFields } from '../../helpers/app/outbox-entry';
import { discardRow, enqueue, retryRow } from '../../../src/app/offline/store/outbox';
import { resendUnpaid } from '../../../src/app/offline/store/resend';
import { ScanScreen } from '../../../src/app/areas/scan/scan-screen';
import { renderWithProviders } from '../../helpers/app/render';

// The screen is tested against the outbox and scanner contracts; their own tests cover what is behind them.
const fakes = vi.hoisted(() => ({
  onScan: null as ((code: string) => void) | null,
  signal: vi.fn(),
}));

vi.mock('../../../src/app/scanner/use-wedge-scanner', () => ({
  useWedgeScanner: (onScan: (code: string) => void) => {
    fakes.onScan = onScan;
  },
}));
vi.mock('../../../src/app/scanner/camera-scanner', () => ({ CameraScanner: () => <p>Camera preview</p> }));
vi.mock('../../../src/app/scanner/scan-feedback', () => ({
  useScanFeedback: () => ({ signal: fakes.signal, soundOn: true, setSoundOn: () => {} }),
}));
vi.mock('../../../src/app/offline/store/outbox', () => ({ enqueue: vi.fn(), retryRow: vi.fn(), discardRow: vi.fn(), settleCodes: vi.fn() }));
vi.mock('../../../src/app/offline/store/resend', () => ({ resendUnpaid: vi.fn() }));
vi.mock('../../../src/app/offline/hooks/use-outbox', () => import('../../helpers/app/fake-use-outbox'));
vi.mock('../../../src/app/offline/hooks/use-cached-reference', () => ({
  useCachedReference: () => ({ data: { data: checkpoints }, fetchedAt: null, isLoading: false, error: null, refresh: () => {} }),
}));

const checkpoints: Checkpoint[] = [
  { id: 4, name: 'Miami warehouse', email: 'miami@example.test', address: '1 Dock St', phone: '1', releases: false },
  { id: 9, name: 'Nassau depot', email: 'nassau@example.test', address: '2 Bay St', phone: '2', releases: false },
  { id: 23, name: 'Delivered', email: 'nassau@example.test', address: '2 Bay St', phone: '2', releases: true },
];
const [a, b] = [packageBarcode(11), packageBarcode(22)];

const scanRow = (over: EntryFields): OutboxEntry =>
  outboxEntry({ id: 'row-1', kind: 'scan', payload: { checkpoint: 4, codes: [a, b].map((code) => ({ code, occurred_at: '2026-03-04T10:00:00.000Z' })) }, localRef: 'L-AAAA', ...over });

const wedge = (code: string) => act(() => fakes.onScan?.(code));
const codesBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Package codes/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
/** Picks a checkpoint in the phone's own picker, as its change event does. */
const chooseCheckpoint = (option: HTMLElement) =>
  fireEvent.change(screen.getByRole('combobox', { name: /Checkpoint/ }), { target: { value: (option as HTMLOptionElement).value } });

beforeEach(() => {
  fakeOutbox.reset();
  localStorage.setItem('freight.scan.checkpoint', '4');
  vi.mocked(enqueue).mockImplementation(async (_kind, _payload) => scanRow({}));
});
afterEach(() => vi.clearAllMocks());

describe('the scan screen', () => {
  it('names what is missing and queues nothing', async () => {
    localStorage.removeItem('freight.scan.checkpoint');
    renderWithProviders(<ScanScreen />);
    submit();
    await screen.findByText('Checkpoint is required');
    expect(screen.getByText('Package codes are required')).toBeTruthy();
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('lists wedge scans newest first, signals each, and catches a code already listed', async () => {
    renderWithProviders(<ScanScreen />);
    wedge(a);
    wedge(` ${b.toLowerCase()}`);
    expect(codesBox().value).toBe(`${a}\n${b}\n`);
    expect(screen.getByText('2 codes')).toBeTruthy();
    const listed = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(listed[0]).toContain(b);
    expect(listed[0]).toContain('Latest scan');
    expect(fakes.signal.mock.calls).toEqual([['ok'], ['ok']]);

    // Past the scanner's own 2 s window, the same code is a list-level repeat.
    const later = Date.now() + 5_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    wedge(a);
    expect(screen.getByText(`${a} is already in the list`)).toBeTruthy();
    expect(screen.getByText('2 codes')).toBeTruthy();
    expect(fakes.signal).toHaveBeenLastCalledWith('duplicate');
    vi.restoreAllMocks();
  });

  it('marks a code that is neither our barcode nor a carrier number, and keeps it', async () => {
    renderWithProviders(<ScanScreen />);
    wedge('MYSTERY-42');
    expect(screen.getByText('Not a package barcode; the server will check it')).toBeTruthy();
    expect(fakes.signal).toHaveBeenLastCalledWith('unknown');
  });

  it('queues one scan row with each code and the time it entered the list, then clears the list', async () => {
    renderWithProviders(<ScanScreen />);
    fireEvent.change(codesBox(), { target: { value: `${a}\n` } });
    wedge(b);
    submit();
    await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
    const [kind, payload] = vi.mocked(enqueue).mock.calls[0]!;
    expect(kind).toBe('scan');
    expect(payload).toEqual({
      checkpoint: 4,
      codes: [
        { code: a, occurred_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
        { code: b, occurred_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      ],
    });
    await waitFor(() => expect(codesBox().value).toBe(''));
  });

  it('says the scans are saved on the device while offline', async () => {
    fakeOutbox.online = false;
    renderWithProviders(<ScanScreen />);
    wedge(a);
    submit();
    await waitFor(() => expect(enqueue).toHaveBeenCalled());
    act(() => fakeOutbox.setRows([scanRow({})]));
    await screen.findByText('Saved on this device — 2 scans will upload when reconnected.');
  });

  it("shows the per-code answers, with the spec's success text only when no code was unknown", async () => {
    renderWithProviders(<ScanScreen />);
    wedge(a);
    submit();
    await waitFor(() => expect(enqueue).toHaveBeenCalled());
    act(() => fakeOutbox.setRows([scanRow({ status: 'done', result: { results: [{ code: a, status: 'ok', package_id: 11 }, { code: b, status: 'duplicate', package_id: 22 }] } })]));
    await screen.findByText(scanMessages.success);
    expect(screen.getByText('Scanned')).toBeTruthy();
    expect(screen.getByText('Already scanned here')).toBeTruthy();

    act(() => fakeOutbox.setRows([scanRow({ status: 'done', result: { results: [{ code: a, status: 'ok', package_id: 11 }, { code: b, status: 'unknown', package_id: null }] } })]));
    await screen.findByText(scanMessages.failure);
    expect(screen.queryByText(scanMessages.success)).toBeNull();
    expect(screen.getByText(/^Unknown code/)).toBeTruthy();
  });

  it('says which checkpoint is a release point once it is chosen', async () => {
    renderWithProviders(<ScanScreen />);
    const releaseText = `Release point. ${checkpointMessages.releasePoint}`;
    expect(screen.queryByText(releaseText)).toBeNull();
    chooseCheckpoint(await screen.findByRole('option', { name: 'Delivered' }));
    expect(await screen.findByText(releaseText)).toBeTruthy();
  });

  it('says an unpaid code was not paid, with the error signal, and resends it as a new scan the screen then reports on', async () => {
    const resent = scanRow({ id: 'row-2', payload: { checkpoint: 4, codes: [{ code: b, occurred_at: '2026-03-04T10:05:00.000Z' }] } });
    vi.mocked(resendUnpaid).mockResolvedValue(resent);
    renderWithProviders(<ScanScreen />);
    wedge(a);
    wedge(b);
    submit();
    await waitFor(() => expect(enqueue).toHaveBeenCalled());
    const refused = scanRow({ status: 'done', result: { results: [{ code: a, status: 'ok', package_id: 11 }, { code: b, status: 'unpaid', package_id: 22 }] } });
    act(() => fakeOutbox.setRows([refused]));
    await screen.findByText(scanMessages.failure);
    expect(screen.getByText(scanMessages.unpaid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Put the unknown codes back in the list' })).toBeNull();
    expect(fakes.signal).toHaveBeenLastCalledWith('unpaid');

    fireEvent.click(screen.getByRole('button', { name: 'Resend the unpaid codes' }));
    await waitFor(() => expect(resendUnpaid).toHaveBeenCalledWith('row-1'));
    act(() => fakeOutbox.setRows([refused, resent]));
    await screen.findByText('Uploading 1 scan…');
    act(() => fakeOutbox.setRows([refused, { ...resent, status: 'done', result: { results: [{ code: b, status: 'ok', package_id: 22 }] } }]));
    await screen.findByText(scanMessages.success);
    expect(screen.queryByText(scanMessages.unpaid)).toBeNull();
  });

  it('puts a refused upload back in the form and retries that same row on Submit', async () => {
    fakeOutbox.rows = [scanRow({ id: 'failed-1', status: 'failed', lastError: scanMessages.checkpointMissing })];
    renderWithProviders(<ScanScreen />);
    expect(screen.getByText(scanMessages.checkpointMissing)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit & retry' }));
    expect(codesBox().value).toBe(`${a}\n${b}\n`);
    chooseCheckpoint(await screen.findByRole('option', { name: 'Nassau depot' }));
    submit();
    await waitFor(() => expect(retryRow).toHaveBeenCalledTimes(1));
    expect(vi.mocked(retryRow).mock.calls[0]).toEqual(['failed-1', { checkpoint: 9, codes: (scanRow({}).payload as { codes: unknown[] }).codes }]);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('discards a refused upload only after confirmation', async () => {
    fakeOutbox.rows = [scanRow({ id: 'failed-2', status: 'failed', lastError: 'Nope' })];
    renderWithProviders(<ScanScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(discardRow).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(discardRow).toHaveBeenCalledWith('failed-2'));
  });
});
