import * as z from 'zod/mini';
import { entryOfRow, zCustomerEntry, type CustomerEntry, type CustomerIndex } from '../../../domain/customer-index';
import { searchText } from './search-key';

/** The device's copy of the order form's customers: the entries by name, and where the next fetch continues from. */
export const zCustomerIndexCopy = z.object({ cursor: z.string(), data: z.array(zCustomerEntry) });
export type CustomerIndexCopy = z.infer<typeof zCustomerIndexCopy>;

type Keyed = { entry: CustomerEntry; key: string };
const keyed = (entry: CustomerEntry): Keyed => ({ entry, key: searchText(entry.full_name) });

/** By name as the search reads it (accents and case aside), then Dept #, so an empty search lists A to Z. */
const compare = (a: Keyed, b: Keyed) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.entry.id - b.entry.id);

const byName = (entries: readonly CustomerEntry[]) => entries.map(keyed).sort(compare).map(({ entry }) => entry);

/** Where `item` goes among `sorted`: only the few entries a binary search visits get a key. */
const insertionPoint = (sorted: readonly CustomerEntry[], item: Keyed) => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (compare(keyed(sorted[mid]!), item) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
};

/** The saved entries, already by name, with the changed ones slotted in: no sort of the whole list. */
const mergeSorted = (kept: readonly CustomerEntry[], changed: readonly CustomerEntry[]) => {
  const merged: CustomerEntry[] = [];
  let from = 0;
  for (const item of changed.map(keyed).sort(compare)) {
    const at = insertionPoint(kept, item);
    for (let i = from; i < at; i++) merged.push(kept[i]!);
    merged.push(item.entry);
    from = at;
  }
  for (let i = from; i < kept.length; i++) merged.push(kept[i]!);
  return merged;
};

/**
 * The copy after the server's answer: a full answer replaces it, a delta drops the ids that left
 * or changed and slots the changed customers back in by name. An empty delta keeps the very same
 * list, so the search's prepared keys for it are kept too.
 */
export const mergeCustomerIndex = (saved: CustomerIndexCopy | null, answer: CustomerIndex): CustomerIndexCopy => {
  const changed = answer.rows.map(entryOfRow);
  if (answer.full || saved === null) return { cursor: answer.cursor, data: byName(changed) };
  if (changed.length === 0 && answer.removed.length === 0) return { cursor: answer.cursor, data: saved.data };
  const gone = new Set([...answer.removed, ...changed.map((entry) => entry.id)]);
  return { cursor: answer.cursor, data: mergeSorted(saved.data.filter((entry) => !gone.has(entry.id)), changed) };
};
