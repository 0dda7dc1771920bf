/** unpaid: a package refused at a release point until its order is paid; it sounds like an unknown code, a stop. */
export type ScanSignal = 'ok' | 'duplicate' | 'unknown' | 'unpaid';

type Beep = { frequency: number; seconds: number; wave: OscillatorType };

/**
 * Three tones told apart without looking: one short high beep for ok, two middle beeps for a
 * duplicate, a long low buzz for an unknown code. Synthesised, so there is nothing to download
 * and nothing to preload.
 */
const tones: Record<ScanSignal, Beep[]> = {
  ok: [{ frequency: 1760, seconds: 0.09, wave: 'sine' }],
  duplicate: [
    { frequency: 880, seconds: 0.07, wave: 'sine' },
    { frequency: 880, seconds: 0.07, wave: 'sine' },
  ],
  unknown: [{ frequency: 180, seconds: 0.35, wave: 'square' }],
  unpaid: [{ frequency: 180, seconds: 0.35, wave: 'square' }],
};

const gapSeconds = 0.06;
const volume = 0.25;

let context: AudioContext | null = null;

/** Browsers keep audio suspended until a user gesture; the first tap or key press resumes it. */
export const unlockAudio = () => {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => {});
};

export const playTone = (signal: ScanSignal) => {
  if (!context || context.state !== 'running') return;
  let start = context.currentTime;
  for (const beep of tones[signal]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = beep.wave;
    oscillator.frequency.value = beep.frequency;
    // A short fade in and out: a hard edge clicks.
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(volume, start + 0.005);
    gain.gain.setValueAtTime(volume, start + beep.seconds - 0.01);
    gain.gain.linearRampToValueAtTime(0, start + beep.seconds);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + beep.seconds);
    start += beep.seconds + gapSeconds;
  }
};
