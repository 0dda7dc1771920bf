import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScanFeedback } from '../../../src/app/scanner/scan-feedback';
import { flashMs, ScanFlash } from '../../../src/app/scanner/scan-flash';
import type { ScanSignal } from '../../../src/app/scanner/scan-tones';
import { renderWithProviders } from '../../helpers/app/render';

vi.mock('../../../src/app/scanner/scan-tones', () => ({ playTone: vi.fn(), unlockAudio: vi.fn() }));

const Probe = () => {
  const feedback = useScanFeedback();
  const scan = (kind: ScanSignal) => () => feedback.signal(kind);
  return (
    <>
      <button onClick={scan('ok')}>ok</button>
      <button onClick={scan('duplicate')}>duplicate</button>
      <button onClick={scan('unknown')}>unknown</button>
      <button onClick={scan('unpaid')}>unpaid</button>
      <ScanFlash flash={feedback.flash} />
    </>
  );
};

const flashed = () => document.querySelector('[data-flash]');

afterEach(() => vi.useRealTimers());

describe('the whole-screen flash after a scan', () => {
  it.each([
    ['ok', 'Scanned'],
    ['duplicate', 'Already in the list'],
    ['unknown', 'Unknown code'],
    ['unpaid', 'Not paid'],
  ] as const)('says %s in words over the whole screen, then goes', (kind, word) => {
    vi.useFakeTimers();
    renderWithProviders(<Probe />);
    expect(flashed()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: kind }));
    expect(flashed()?.getAttribute('data-flash')).toBe(kind);
    expect(flashed()?.textContent).toBe(word);
    expect(getComputedStyle(flashed()!).position).toBe('fixed');
    act(() => vi.advanceTimersByTime(flashMs));
    expect(flashed()).toBeNull();
  });

  it('shows the newest scan when scans come faster than a flash lasts', () => {
    vi.useFakeTimers();
    renderWithProviders(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    act(() => vi.advanceTimersByTime(flashMs / 2));
    fireEvent.click(screen.getByRole('button', { name: 'unknown' }));
    act(() => vi.advanceTimersByTime(flashMs / 2));
    expect(flashed()?.textContent).toBe('Unknown code');
  });
});
