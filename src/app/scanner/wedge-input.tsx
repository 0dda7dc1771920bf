import { useEffect, useRef } from 'react';
import { wedgeInputAttribute } from './wedge-field';

const hidden = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' } as const;

/**
 * For Android scan screens: a hidden input with inputmode="none" that holds the focus whenever
 * nothing else does. Scanners that type as an IME (keyCode 229) need a focused field to deliver
 * their characters, and inputmode="none" keeps the soft keyboard from popping up over the screen.
 * useWedgeScanner reads and clears it; a scan never needs a visible field.
 */
export const WedgeInput = () => {
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const focusIfIdle = () => {
      const active = document.activeElement;
      if (input.current && (active === null || active === document.body)) input.current.focus({ preventScroll: true });
    };
    // Focus moves after focusout; look once it has settled.
    const onFocusOut = () => setTimeout(focusIfIdle, 0);
    focusIfIdle();
    document.addEventListener('focusout', onFocusOut);
    return () => document.removeEventListener('focusout', onFocusOut);
  }, []);

  return <input ref={input} {...{ [wedgeInputAttribute]: '' }} inputMode="none" autoComplete="off" tabIndex={-1} aria-label="Hardware scanner input" style={hidden} />;
};
