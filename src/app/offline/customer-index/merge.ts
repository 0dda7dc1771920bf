import * as z from 'zod';
import { entryOfRow, zCustomerEntry, type CustomerEntry, type CustomerIndex } from '../../../domain/customer-index';
import { searchText } from './search-key';

/** The device's copy of the order form's customers: the entries by name, and where the next fetch continues from. */
export const zCustomerIndexCopy = z.object({ cursor: z.string(), data: z.array(zCustomerEntry) });
export type CustomerIndexCopy = z.infer<typeof zCustomerIndexCopy>;

/** By name as the search reads it (accents and case aside), then Dept #, so an empty search lists A to Z. */
const byName = (entries: Iterable<CustomerEntry>) =>
  [...entries]
    .map((entry) => ({ entry, key: searchText(entry.full_name) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.entry.id - b.entry.id))
    .map(({ entry }) => entry);

/**
 * The copy after the server's answer: a full answer replaces it, a delta drops the ids that left
 * and puts in the customers that changed. An empty delta keeps the very same list, so the
 * search's prepared keys for it are kept too.
 */
export const mergeCustomerIndex = (saved: CustomerIndexCopy | null, answer: CustomerIndex): CustomerIndexCopy => {
  const changed = answer.rows.map(entryOfRow);
  if (answer.full || saved === null) return { cursor: answer.cursor, data: byName(changed) };
  if (changed.length === 0 && answer.removed.length === 0) return { cursor: answer.cursor, data: saved.data };
  const byId = new Map(saved.data.map((entry) => [entry.id, entry]));
  for (const id of answer.removed) byId.delete(id);
  for (const entry of changed) byId.set(entry.id, entry);
  return { cursor: answer.cursor, data: byName(byId.values()) };
};
