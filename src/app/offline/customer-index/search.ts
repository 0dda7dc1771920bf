import type { CustomerEntry } from '../../../domain/customer-index';
import { customerKey, searchWords } from './search-key';

/**
 * Every customer's key in one string, one line each: a typed word is looked for with indexOf over
 * the whole string, which skips non-matching customers far faster than testing 50,000 strings.
 * `starts[i]` is where customer i's line begins; `keys[i]` is that line alone, for the other words.
 */
type Prepared = { text: string; starts: Int32Array; keys: string[]; byId: Map<number, CustomerEntry> };

// Built once per copy of the index (a new copy is a new array), then reused for every keystroke.
const preparedCopies = new WeakMap<readonly CustomerEntry[], Prepared>();

const prepare = (entries: readonly CustomerEntry[]): Prepared => {
  const known = preparedCopies.get(entries);
  if (known) return known;
  const keys = entries.map((entry) => customerKey(entry.full_name, entry.id));
  const starts = new Int32Array(keys.length + 1);
  keys.forEach((key, i) => (starts[i + 1] = starts[i]! + key.length + 1));
  const prepared = { text: `${keys.join('\n')}\n`, starts, keys, byId: new Map(entries.map((entry) => [entry.id, entry])) };
  preparedCopies.set(entries, prepared);
  return prepared;
};

const space = 0x20;

/** The customer whose line holds `position`. */
const lineAt = (starts: Int32Array, position: number) => {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= position) low = mid;
    else high = mid - 1;
  }
  return low;
};

/**
 * The device's customers matching what was typed, in the index's order (by name), at most
 * `limit`: every typed word starts a word of the name or the Dept #, whatever the case or accents.
 * A Dept # typed whole comes first, so 12 is not lost among 120, 121 ...
 */
export const searchCustomerIndex = (entries: readonly CustomerEntry[], search: string, limit: number): CustomerEntry[] => {
  const words = searchWords(search.replace(/^\s*#/, ''));
  if (words.length === 0) return entries.slice(0, limit);
  const { text, starts, keys, byId } = prepare(entries);
  const exact = words.length === 1 && /^\d+$/.test(words[0]!) ? byId.get(Number(words[0])) : undefined;
  const found: CustomerEntry[] = exact ? [exact] : [];
  // The longest word is likely the rarest: it leads, and the others are checked on its lines only.
  // It is looked for without its space, which would make indexOf stop at every word of every line.
  const [lead, ...rest] = [...words].sort((a, b) => b.length - a.length) as [string, ...string[]];
  const others = rest.map((word) => ` ${word}`);
  let position = text.indexOf(lead);
  while (position >= 0 && found.length < limit) {
    if (text.charCodeAt(position - 1) !== space) {
      position = text.indexOf(lead, position + 1);
      continue;
    }
    const line = lineAt(starts, position);
    if (others.every((word) => keys[line]!.includes(word)) && entries[line] !== exact) found.push(entries[line]!);
    position = text.indexOf(lead, starts[line + 1]!);
  }
  return found;
};
