import type { CustomerEntry } from '../../../domain/customer-index';
import { customerKey, searchWords } from './search-key';

type Prepared = { keys: string[]; byId: Map<number, CustomerEntry> };

// Built once per copy of the index (a new copy is a new array), then reused for every keystroke.
const preparedCopies = new WeakMap<readonly CustomerEntry[], Prepared>();

const prepare = (entries: readonly CustomerEntry[]): Prepared => {
  const known = preparedCopies.get(entries);
  if (known) return known;
  const prepared = { keys: entries.map((entry) => customerKey(entry.full_name, entry.id)), byId: new Map(entries.map((entry) => [entry.id, entry])) };
  preparedCopies.set(entries, prepared);
  return prepared;
};

/**
 * The device's customers matching what was typed, in the index's order (by name), at most
 * `limit`: every typed word starts a word of the name or the Dept #, whatever the case or accents.
 * A Dept # typed whole comes first, so 12 is not lost among 120, 121 ...
 */
export const searchCustomerIndex = (entries: readonly CustomerEntry[], search: string, limit: number): CustomerEntry[] => {
  const words = searchWords(search.replace(/^\s*#/, ''));
  if (words.length === 0) return entries.slice(0, limit);
  const { keys, byId } = prepare(entries);
  const exact = words.length === 1 && /^\d+$/.test(words[0]!) ? byId.get(Number(words[0])) : undefined;
  const found: CustomerEntry[] = exact ? [exact] : [];
  const starts = words.map((word) => ` ${word}`);
  for (let i = 0; i < keys.length && found.length < limit; i++) {
    const key = keys[i]!;
    if (starts.every((start) => key.includes(start)) && entries[i] !== exact) found.push(entries[i]!);
  }
  return found;
};
