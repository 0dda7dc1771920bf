import type { CustomerEntry } from '../../../domain/customer-index';
import { customerKey, searchWords } from './search-key';

/**
 * Every customer's key in one string, one line each: a typed word is looked for with indexOf over
 * the whole string, which skips non-matching customers far faster than testing 50,000 strings.
 * `starts[i]` is where customer i's line begins; `keys[i]` is that line alone, for the other words.
 */
type Prepared = { text: string; starts: Int32Array; keys: string[]; byId: Map<number, CustomerEntry>; maxId: number };

// Built once per copy of the index (a new copy is a new array), then reused for every keystroke.
const preparedCopies = new WeakMap<readonly CustomerEntry[], Prepared>();

const prepare = (entries: readonly CustomerEntry[]): Prepared => {
  const known = preparedCopies.get(entries);
  if (known) return known;
  const keys = entries.map((entry) => customerKey(entry.full_name, entry.id));
  const starts = new Int32Array(keys.length + 1);
  keys.forEach((key, i) => (starts[i + 1] = starts[i]! + key.length + 1));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const prepared = { text: `${keys.join('\n')}\n`, starts, keys, byId, maxId: entries.reduce((max, entry) => Math.max(max, entry.id), 0) };
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
 * Customers whose Dept # starts with `digits`, by Dept #: the numbers that start so are `digits`
 * itself, then the ten after it times ten, the hundred after it times a hundred ... so they are
 * looked up by id rather than found among the names. The Dept # typed whole is thus first.
 */
const byDeptNumber = ({ byId, maxId }: Prepared, digits: string, limit: number) => {
  const found: CustomerEntry[] = [];
  // No Dept # starts with 0.
  if (digits.startsWith('0')) return found;
  for (let low = Number(digits), high = low; low <= maxId && found.length < limit; low *= 10, high = high * 10 + 9) {
    for (let id = low; id <= Math.min(high, maxId) && found.length < limit; id++) {
      const entry = byId.get(id);
      if (entry) found.push(entry);
    }
  }
  return found;
};

/** Customers with every word starting a word of their name or Dept #, in the index's order (by name). */
const byWords = ({ text, starts, keys }: Prepared, entries: readonly CustomerEntry[], words: readonly string[], limit: number) => {
  const found: CustomerEntry[] = [];
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
    if (others.every((word) => keys[line]!.includes(word))) found.push(entries[line]!);
    position = text.indexOf(lead, starts[line + 1]!);
  }
  return found;
};

/**
 * The device's customers matching what was typed, at most `limit`, whatever the case or accents:
 * digits alone (with or without #) are the start of a Dept #, listed by Dept # so 12 comes before
 * 120; otherwise every typed word starts a word of the name (or the Dept #), listed by name.
 */
export const searchCustomerIndex = (entries: readonly CustomerEntry[], search: string, limit: number): CustomerEntry[] => {
  const words = searchWords(search.replace(/^\s*#/, ''));
  if (words.length === 0) return entries.slice(0, limit);
  const prepared = prepare(entries);
  return words.length === 1 && /^\d+$/.test(words[0]!) ? byDeptNumber(prepared, words[0]!, limit) : byWords(prepared, entries, words, limit);
};
