import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useScanFeedback } from '../../../src/app/scanner/scan-feedback';

/** Enough of Web Audio to see which tones were played. */
const played: { frequency: number; type: OscillatorType }[] = [];
class FakeAudioContext {
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createGain() {
    const param = { setValueAtTime: () => {}, linearRampToValueAtTime: () => {} };
    return { gain: param, connect: (next: unknown) => next };
  }
  createOscillator() {
    const oscillator = {
      type: 'sine' as OscillatorType,
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => played.push({ frequency: oscillator.frequency.value, type: oscillator.type }),
      stop: () => {},
    };
    return oscillator;
  }
}

beforeAll(() => {
  vi.stubGlobal('AudioContext', FakeAudioContext);
});

afterEach(() => {
  played.length = 0;
  Reflect.deleteProperty(navigator, 'vibrate');
});

const unlockedFeedback = async () => {
  const hook = renderHook(() => useScanFeedback());
  // Browsers allow audio only after a gesture: the first tap unlocks it.
  await act(async () => void document.dispatchEvent(new Event('pointerdown')));
  return hook;
};

const tonesOf = (signal: (kind: 'ok' | 'duplicate' | 'unknown') => void, kind: 'ok' | 'duplicate' | 'unknown') => {
  played.length = 0;
  signal(kind);
  return played.map((tone) => `${tone.type} ${tone.frequency}`).join(', ');
};

describe('useScanFeedback', () => {
  it('plays a distinct sound for ok, duplicate and unknown', async () => {
    const { result } = await unlockedFeedback();
    const sounds = (['ok', 'duplicate', 'unknown'] as const).map((kind) => tonesOf(result.current.signal, kind));
    expect(sounds.every((sound) => sound !== '')).toBe(true);
    expect(new Set(sounds).size).toBe(3);
  });

  it('does not throw where the browser has no vibration (iOS Safari)', async () => {
    const { result } = await unlockedFeedback();
    expect('vibrate' in navigator).toBe(false);
    expect(() => result.current.signal('unknown')).not.toThrow();
  });

  it('vibrates a different pattern for each kind where it can', async () => {
    const vibrate = vi.fn((_pattern: number | number[]) => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { result } = await unlockedFeedback();
    for (const kind of ['ok', 'duplicate', 'unknown'] as const) result.current.signal(kind);
    const patterns = vibrate.mock.calls.map(([pattern]) => JSON.stringify(pattern));
    expect(new Set(patterns).size).toBe(3);
  });

  it('keeps sound off on this device once turned off, for every screen, and still vibrates', async () => {
    const vibrate = vi.fn((_pattern: number | number[]) => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { result } = await unlockedFeedback();
    expect(result.current.soundOn).toBe(true);
    act(() => result.current.setSoundOn(false));
    expect(result.current.soundOn).toBe(false);
    expect(localStorage.getItem('freight.scanSound')).toBe('off');
    const other = renderHook(() => useScanFeedback());
    expect(other.result.current.soundOn).toBe(false);
    expect(tonesOf(result.current.signal, 'ok')).toBe('');
    expect(vibrate).toHaveBeenCalled();
  });
});
