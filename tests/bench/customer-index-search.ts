import type { CustomerEntry } from '../../src/domain/customer-index';
import { searchCustomerIndex } from '../../src/app/offline/customer-index/search';

/** The order form's option count: what each keystroke's search asks for. */
const optionsLimit = 20;

export type KeystrokeTimes = { keystrokes: number; medianMs: number; p95Ms: number; maxMs: number };
export type SearchTimes = { firstMs: number; names: KeystrokeTimes; deptNumbers: KeystrokeTimes };

const prefixes = (text: string) => Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1));

/** `sample` customers spread through the index: whom the worker looks for. */
const sampled = (entries: readonly CustomerEntry[], sample: number) => {
  const step = Math.max(1, Math.floor(entries.length / sample));
  return entries.filter((_, i) => i % step === 0).slice(0, sample);
};

/** Names that match nobody: the search reads the whole index for them. */
const misses = ['Xavier Quonset', 'Zzyzx', 'Ødegård Ægir'];

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const timeKeystrokes = (entries: readonly CustomerEntry[], queries: readonly string[]): KeystrokeTimes => {
  const times = queries.map((query) => {
    const start = performance.now();
    searchCustomerIndex(entries, query, optionsLimit);
    return performance.now() - start;
  });
  const sorted = [...times].sort((a, b) => a - b);
  return { keystrokes: times.length, medianMs: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95), maxMs: sorted[sorted.length - 1]! };
};

/**
 * Times the app's own search over the index as the order form calls it, once per keystroke: for
 * `sample` customers the name typed letter by letter (and some names of nobody), and the Dept #
 * digit by digit after its #. The first search of a copy also prepares its keys, so it is apart.
 */
export const timeSearches = (entries: readonly CustomerEntry[], sample = 200): SearchTimes => {
  const customers = sampled(entries, sample);
  const firstStart = performance.now();
  searchCustomerIndex(entries, 'a', optionsLimit);
  const firstMs = performance.now() - firstStart;
  return {
    firstMs,
    names: timeKeystrokes(entries, [...customers.flatMap((entry) => prefixes(entry.full_name)), ...misses.flatMap(prefixes)]),
    deptNumbers: timeKeystrokes(entries, customers.flatMap((entry) => prefixes(`#${entry.id}`))),
  };
};
