import { clearField, insertAtCaret, isWedgeInput, removeBeforeCaret, textFieldOf, type TextField } from './wedge-field';

/** Odoo's rules (UX-NOTES): scanners type 7–16 ms per key, people 100–200 ms. */
export const wedgeTiming = { maxGapMs: 100, fastAverageMs: 50, minLength: 3 } as const;

const groupSeparator = '\u001d';
const passThrough = new Set(['Shift', 'CapsLock']);

/**
 * Keyboard-wedge scanners (USB/Bluetooth scanners that type) on the whole document. A burst is
 * keys no more than 100 ms apart; Enter or Tab ends it. It is a scan when it has 3 or more
 * characters and either it was typed outside a text field, or its keys came on average less
 * than 50 ms apart (a person typing into a field is slower).
 *
 * In a text field, exactly this happens:
 * - the first key of a burst reaches the field as usual;
 * - from the second key on, while the average gap is under 50 ms, keys are held back (default
 *   prevented, propagation stopped), so the field's own handlers never see them; once the
 *   average reaches typing speed, the held keys are typed into the field and keys go through;
 * - at the terminator, the keys that got through are taken out of the field again (with an
 *   `input` event, so React state follows), and the Enter or Tab itself is swallowed: it neither
 *   submits, adds a line, moves focus nor reaches the field's onKeyDown. Only onScan hears of it;
 * - a held-back burst that ends without a terminator or slows down is given back: its keys are
 *   typed into the field where they would have gone.
 * Scanners that send keyCode 229 ("Unidentified") deliver characters as `input` events; those
 * have already landed, and are taken out the same way. A second terminator straight after a
 * scan (CR+LF) is swallowed too. Ctrl/Alt combinations pass untouched and keep a burst going;
 * Ctrl+] (GS1's group separator) is kept in the code.
 */
export const listenForWedgeScans = (root: Document, onScan: (code: string) => void) => {
  let code = '';
  let firstAt = 0;
  let lastAt = 0;
  let target: EventTarget | null = null;
  let field: TextField | null = null;
  let landed = '';
  let held = '';
  let lastScanAt = -Infinity;
  let typedKey: string | null = null;
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;

  const reset = () => {
    clearTimeout(releaseTimer);
    [code, target, field, landed, held] = ['', null, null, '', ''];
  };

  /** The burst was not a scan: what was held back goes where it was typed. */
  const release = () => {
    if (field && held) insertAtCaret(field, held);
    reset();
  };

  const inOrdinaryField = () => field !== null && !isWedgeInput(field);
  const averageGap = () => (code.length > 1 ? (lastAt - firstAt) / (code.length - 1) : Infinity);

  /** how: a key we may still hold back, a character already in the field, or one that types nothing. */
  const add = (char: string, at: number, from: EventTarget | null, how: KeyboardEvent | 'landed' | 'silent') => {
    if (code && (at - lastAt > wedgeTiming.maxGapMs || from !== target)) release();
    if (!code) [firstAt, target, field] = [at, from, textFieldOf(from)];
    code += char;
    lastAt = at;
    if (how === 'silent') return;
    // From the second key: each key that reaches a controlled field costs a render, and a slow
    // render would stretch the gaps of the keys behind it (in tests that drive the keyboard).
    const fast = code.length >= 2 && averageGap() < wedgeTiming.fastAverageMs;
    if (how !== 'landed' && inOrdinaryField() && fast) {
      how.preventDefault();
      how.stopPropagation();
      held += char;
      clearTimeout(releaseTimer);
      releaseTimer = setTimeout(release, wedgeTiming.maxGapMs);
      return;
    }
    // Slowed down to typing speed: what was held goes in first, then this key as usual.
    if (field && held) {
      clearTimeout(releaseTimer);
      insertAtCaret(field, held);
      [landed, held] = [landed + held, ''];
    }
    if (field) landed += char;
    if (how !== 'landed') typedKey = char;
  };

  const terminate = (at: number, from: EventTarget | null, event: KeyboardEvent | null, newline: string) => {
    const swallow = () => {
      event?.preventDefault();
      event?.stopPropagation();
    };
    if (!code) {
      if (at - lastScanAt <= wedgeTiming.maxGapMs) {
        swallow();
        const into = textFieldOf(from);
        if (into && newline) removeBeforeCaret(into, newline);
      }
      return;
    }
    const isScan = at - lastAt <= wedgeTiming.maxGapMs && code.length >= wedgeTiming.minLength && (!inOrdinaryField() || averageGap() < wedgeTiming.fastAverageMs);
    if (!isScan) return release();
    swallow();
    if (field && isWedgeInput(field)) clearField(field);
    else if (field) removeBeforeCaret(field, landed + newline);
    const scanned = code;
    reset();
    lastScanAt = at;
    onScan(scanned);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    typedKey = null;
    const at = event.timeStamp;
    if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) return terminate(at, event.target, event, '');
    if (event.ctrlKey && event.key === ']') return add(groupSeparator, at, event.target, 'silent');
    if (event.ctrlKey || event.altKey || event.metaKey || passThrough.has(event.key)) return;
    // keyCode 229 / "Unidentified": the character follows as an input event.
    if (event.key === 'Unidentified' || event.key === 'Process' || event.keyCode === 229) return;
    if (event.key.length === 1) return add(event.key, at, event.target, event);
    release();
  };

  const onInput = (event: Event) => {
    if (!(event instanceof InputEvent)) return;
    if (event.inputType === 'insertText' && event.data) {
      // The input event of a key already counted at keydown.
      if (typedKey === event.data) return void (typedKey = null);
      for (const char of event.data) add(char, event.timeStamp, event.target, 'landed');
    } else if (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph') terminate(event.timeStamp, event.target, null, '\n');
  };

  root.addEventListener('keydown', onKeyDown, true);
  root.addEventListener('input', onInput, true);
  return () => {
    root.removeEventListener('keydown', onKeyDown, true);
    root.removeEventListener('input', onInput, true);
    clearTimeout(releaseTimer);
  };
};
