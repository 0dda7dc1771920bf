import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { playTone, unlockAudio, type ScanSignal } from './scan-tones';
import { readSoundOn, subscribeSoundOn, writeSoundOn } from './sound-setting';

/** Patterns in ms (on, off, on): one buzz, two short, two long. */
const vibrations: Record<ScanSignal, number | number[]> = { ok: 60, duplicate: [40, 60, 40], unknown: [250, 100, 250] };

/** iOS Safari has no navigator.vibrate, and an unguarded call has crashed scanning apps (UX-NOTES). */
const vibrate = (pattern: number | number[]) => {
  if ('vibrate' in navigator && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
};

const unlockEvents = ['pointerdown', 'keydown'] as const;

/**
 * Sound and vibration for each scan: ok, duplicate and unknown each have their own. Vibration
 * does not follow the sound switch, so a worker with sound off still feels each scan.
 */
export const useScanFeedback = () => {
  const soundOn = useSyncExternalStore(subscribeSoundOn, readSoundOn);

  useEffect(() => {
    for (const type of unlockEvents) document.addEventListener(type, unlockAudio, { capture: true, passive: true });
    return () => {
      for (const type of unlockEvents) document.removeEventListener(type, unlockAudio, { capture: true });
    };
  }, []);

  const signal = useCallback(
    (kind: ScanSignal) => {
      if (soundOn) playTone(kind);
      vibrate(vibrations[kind]);
    },
    [soundOn],
  );

  return { signal, soundOn, setSoundOn: writeSoundOn };
};
