import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flashMs, type Flash } from './scan-flash';
import { playTone, unlockAudio, type ScanSignal } from './scan-tones';
import { readSoundOn, subscribeSoundOn, writeSoundOn } from './sound-setting';

/** Patterns in ms (on, off, on): one buzz, two short, two long. */
const vibrations: Record<ScanSignal, number | number[]> = { ok: 60, duplicate: [40, 60, 40], unknown: [250, 100, 250], unpaid: [250, 100, 250] };

/** iOS Safari has no navigator.vibrate, and an unguarded call has crashed scanning apps (UX-NOTES). */
const vibrate = (pattern: number | number[]) => {
  if ('vibrate' in navigator && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
};

const unlockEvents = ['pointerdown', 'keydown'] as const;

/**
 * Sound, vibration and a whole-screen flash for each scan: ok, duplicate and unknown each have their
 * own. Vibration and the flash do not follow the sound switch, so a worker with sound off still
 * feels and sees each scan. The screen renders <ScanFlash flash={feedback.flash} />.
 */
export const useScanFeedback = () => {
  const soundOn = useSyncExternalStore(subscribeSoundOn, readSoundOn);
  const [flash, setFlash] = useState<Flash | null>(null);
  const flashes = useRef(0);

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
      flashes.current += 1;
      setFlash({ kind, id: flashes.current });
    },
    [soundOn],
  );

  // Each flash ends on its own clock; a newer scan's flash replaces it and starts its own.
  useEffect(() => {
    if (!flash) return undefined;
    const timer = setTimeout(() => setFlash(null), flashMs);
    return () => clearTimeout(timer);
  }, [flash]);

  return { signal, soundOn, setSoundOn: writeSoundOn, flash };
};
