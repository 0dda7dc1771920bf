import { vi } from 'vitest';

/**
 * A keyboard as the browser drives one, in jsdom: keydown, and unless a listener prevented it,
 * the key's default action in a focused text field with its input event. Time moves with fake
 * timers, which is what jsdom stamps events with (event.timeStamp = Date.now()).
 */
const isTextField = (target: Element | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement;

const insert = (field: HTMLInputElement | HTMLTextAreaElement, text: string, inputType: string) => {
  const start = field.selectionStart ?? field.value.length;
  field.setRangeText(text, start, field.selectionEnd ?? start, 'end');
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data: inputType === 'insertText' ? text : null }));
};

export type KeyOptions = { ctrlKey?: boolean; keyCode?: number };

/** A keydown made now, so stamped now (event.timeStamp), to be sent later with sendKey. */
export const keyEvent = (key: string, options: KeyOptions = {}) =>
  new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ctrlKey: options.ctrlKey ?? false, keyCode: options.keyCode ?? 0 });

/** Sends a key made earlier, as a device's queued key reaches the page after a busy moment. */
export const sendKey = (event: KeyboardEvent) => {
  const target = document.activeElement ?? document.body;
  const { key, ctrlKey } = event;
  target.dispatchEvent(event);
  if (!event.defaultPrevented && !ctrlKey && isTextField(target)) {
    if (key.length === 1) insert(target, key, 'insertText');
    else if (key === 'Enter' && target instanceof HTMLTextAreaElement) insert(target, '\n', 'insertLineBreak');
  }
  return event;
};

/** One key; returns the keydown event, so a test can see whether the page prevented it. */
export const pressKey = (key: string, options: KeyOptions = {}) => sendKey(keyEvent(key, options));

/** Keys `gapMs` apart, as a scanner (about 10 ms) or a person (150 ms or more) types them. */
export const typeKeys = (text: string, gapMs: number) => {
  for (const [index, key] of [...text].entries()) {
    if (index > 0) vi.advanceTimersByTime(gapMs);
    pressKey(key);
  }
};

/**
 * A scanner in keyCode 229 mode (Zebra DataWedge with key events off): keydown says only
 * "Unidentified", and the character arrives as an input event in the focused field.
 */
export const typeAsIme = (text: string, gapMs: number) => {
  for (const [index, char] of [...text].entries()) {
    if (index > 0) vi.advanceTimersByTime(gapMs);
    const target = document.activeElement;
    target?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified', keyCode: 229, bubbles: true, cancelable: true }));
    if (isTextField(target)) insert(target, char, 'insertText');
  }
};
