import type { UsersChanges } from './users-changes';
import { findClientsNamed, type ClientsNamed, type FindClientsNamed } from './client-name-queries';

const capacity = 500;

/**
 * Paging through a search (Previous/Next) and the list's refetches ask for the same name again
 * and again; for a common surname the lookup is most of the request (its heap recheck reads
 * hundreds of scattered users blocks). Answers are kept until any users row changes, anywhere
 * (users-changes.ts): a new customer is found by the very next search.
 */
export const keepClientsNamed = (changes: UsersChanges): FindClientsNamed => {
  const kept = new Map<string, ClientsNamed>();
  let generation = 0;
  const forgetAll = () => {
    generation++;
    kept.clear();
  };
  changes.subscribe({ changed: forgetAll, reset: forgetAll });
  return async (db, search, location) => {
    const key = `${location ?? ''}|${search.toLowerCase()}`;
    const known = changes.live() ? kept.get(key) : undefined;
    if (known) return known;
    const seen = generation;
    const found = await findClientsNamed(db, search, location);
    if (changes.live() && seen === generation) {
      if (kept.size >= capacity) kept.delete(kept.keys().next().value!);
      kept.set(key, found);
    }
    return found;
  };
};
