/** The text fields a wedge burst can type into; their content is what a scan must not leave behind. */
export type TextField = HTMLInputElement | HTMLTextAreaElement;

const textInputTypes = new Set(['text', 'search', 'url', 'tel', 'email', 'password']);

/** Marks the hidden input that collects wedge bursts on Android (WedgeInput). */
export const wedgeInputAttribute = 'data-wedge-input';

/** A field keys can type into: read-only ones (a Select's input) and disabled ones take no text. */
export const textFieldOf = (target: EventTarget | null): TextField | null => {
  const field = target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && textInputTypes.has(target.type)) ? target : null;
  return field && !field.readOnly && !field.disabled ? field : null;
};

export const isWedgeInput = (field: TextField | null) => field?.hasAttribute(wedgeInputAttribute) ?? false;

/**
 * Lets React (and any other listener) see the change: an `input` event, as typing would send.
 * setRangeText changes the value without the property setter React watches, so React reads the
 * new value as the user's edit and the controlled state follows.
 */
const announce = (field: TextField) => field.dispatchEvent(new Event('input', { bubbles: true }));

/** Takes `text` back out from just before the caret, where a burst typed it; false if it is not there. */
export const removeBeforeCaret = (field: TextField, text: string) => {
  const caret = field.selectionEnd ?? field.value.length;
  if (!text || field.value.slice(caret - text.length, caret) !== text) return false;
  field.setRangeText('', caret - text.length, caret, 'end');
  announce(field);
  return true;
};

/** Types `text` at the caret, as if the keys held back had gone through. */
export const insertAtCaret = (field: TextField, text: string) => {
  if (!text) return;
  const start = field.selectionStart ?? field.value.length;
  field.setRangeText(text, start, field.selectionEnd ?? start, 'end');
  announce(field);
};

export const clearField = (field: TextField) => {
  if (!field.value) return;
  field.value = '';
  announce(field);
};
