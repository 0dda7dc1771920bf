import fc from 'fast-check';
import type { FuzzCase } from './fuzz-cases';
import { partOf } from './fuzz-cases';

/** What one route's malformed requests were answered. */
export type RouteTally = {
  route: string;
  sent: number;
  parts: Record<'body' | 'query' | 'params', number>;
  statuses: Map<number, number>;
  accepted: number;
  /** Refusals after which the write-ahead log had moved, so the figures were read and compared. */
  stateReads: number;
  /** Accepted requests whose answer holds malformed text: stored, or at least echoed, as it came. */
  acceptedMalformed: string[];
  serverErrors: string[];
  halfWrites: string[];
  /** The minimal case fast-check shrank a failure to, with the seed and path that replay it. */
  counterexample: string | null;
};

export const newTally = (route: string): RouteTally => ({
  route,
  sent: 0,
  parts: { body: 0, query: 0, params: 0 },
  statuses: new Map(),
  accepted: 0,
  stateReads: 0,
  acceptedMalformed: [],
  serverErrors: [],
  halfWrites: [],
  counterexample: null,
});

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** A case as fast-check prints it, short enough for a line. */
export const describeCase = (fuzzCase: FuzzCase) => clip(fc.stringify(fuzzCase), 300);

export const count = (tally: RouteTally, fuzzCase: FuzzCase, status: number) => {
  tally.sent++;
  tally.parts[partOf(fuzzCase.change)]++;
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  if (status < 400) tally.accepted++;
};

// Control characters but tab and line breaks (C0, DEL, C1), lone surrogates, non-characters.
const malformedChar = /(?![\t\n\r])\p{Cc}|\p{Cs}|\p{Noncharacter_Code_Point}/u;

/**
 * What is malformed in an answer: a string with a control character, a lone surrogate or a
 * non-character, a string of 10,000 characters or more, an array of 1,000 items or more. The
 * records this product stores hold none of them, so an accepted request answered with one has had
 * it stored or at least taken as it came.
 */
export const malformedIn = (answer: string): string | null => {
  let value: unknown;
  try {
    value = JSON.parse(answer);
  } catch {
    return null;
  }
  const queue: { node: unknown; path: string }[] = [{ node: value, path: '' }];
  for (let i = 0; i < queue.length; i++) {
    const { node, path } = queue[i]!;
    if (typeof node === 'string') {
      if (node.length >= 10_000) return `${path || '_'}: ${node.length} characters`;
      const found = malformedChar.exec(node);
      if (found) return `${path || '_'}: ${JSON.stringify(clip(node, 60))} holds ${JSON.stringify(found[0])}`;
    } else if (Array.isArray(node) && node.length >= 1_000) {
      return `${path || '_'}: ${node.length} items`;
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) queue.push({ node: child, path: path ? `${path}.${key}` : key });
    }
  }
  return null;
};

const statusLine = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

/** One line a route: requests by part, answers by status, accepted. */
export const routeLine = (tally: RouteTally) =>
  `${tally.route.padEnd(38)} ${String(tally.sent).padStart(5)} sent (body ${tally.parts.body}, query ${tally.parts.query}, params ${tally.parts.params})  ${statusLine(tally.statuses)}  accepted ${tally.accepted}`;

export const totals = (tallies: readonly RouteTally[]) => ({
  routes: tallies.length,
  sent: tallies.reduce((sum, t) => sum + t.sent, 0),
  serverErrors: tallies.reduce((sum, t) => sum + [...t.statuses].filter(([status]) => status >= 500).reduce((n, [, k]) => n + k, 0), 0),
  halfWrites: tallies.reduce((sum, t) => sum + t.halfWrites.length, 0),
  accepted: tallies.reduce((sum, t) => sum + t.accepted, 0),
  stateReads: tallies.reduce((sum, t) => sum + t.stateReads, 0),
});
