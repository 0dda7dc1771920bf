import fc from 'fast-check';
import { hostileText, sqlInjections, unicodePieces } from './hostile-text';

/** A path parameter replaced, percent-encoded as a client would or sent as it is. */
export type ParamMutation = { kind: 'param'; name: string; value: string; encoded: boolean };

/** Query pairs added to the valid query, or put in place of the pairs of the same name. */
export type QueryMutation = { kind: 'query'; pairs: [string, string][]; replace: boolean; encoded: boolean };

/** Ids that a loose reading takes for a number, and text no id is. */
const hostileIds = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ' 16',
  '16 ',
  '+16',
  '016',
  '16abc',
  '١٦',
  '１６',
  '%00',
  '%zz',
  '%',
  '%C0%AF',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '9'.repeat(1_000),
];

/** Raw escapes a decoder chokes on: bad percent signs, an overlong UTF-8 slash, a lone surrogate's bytes. */
const brokenEscapes = ['%', '%zz', '%ff', '%00', '%C0%AF', '%ED%A0%80', '+', '&&&', '==', '%%%', '\u0000', '#fragment', '?'];

const longText = () => fc.tuple(fc.constantFrom('a', '%00', 'é', '9'), fc.integer({ min: 1_000, max: 8_000 })).map(([unit, count]) => unit.repeat(count));

export const paramMutations = (names: readonly string[]): fc.Arbitrary<ParamMutation> =>
  fc.record({
    kind: fc.constant('param' as const),
    name: fc.constantFrom(...names),
    value: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hostileIds) }, { weight: 2, arbitrary: hostileText() }, { weight: 1, arbitrary: fc.constantFrom(...sqlInjections) }),
    encoded: fc.boolean(),
  });

/** Names a query parser may treat specially: prototype keys, bracket syntax, the empty name. */
const hostileNames = ['__proto__', 'constructor', 'prototype', 'toString', 'a[b]', 'a[]', '__proto__[isAdmin]', 'constructor[prototype][isAdmin]', '', ...unicodePieces.slice(0, 6)];

export const queryMutations = (schemaNames: readonly string[]): fc.Arbitrary<QueryMutation> => {
  const name = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(schemaNames.length > 0 ? schemaNames : ['page'])) }, { weight: 2, arbitrary: fc.constantFrom(...hostileNames) }, { weight: 1, arbitrary: hostileText() });
  const value = fc.oneof({ weight: 4, arbitrary: hostileText() }, { weight: 2, arbitrary: fc.constantFrom(...hostileIds) }, { weight: 1, arbitrary: fc.constantFrom(...brokenEscapes) }, { weight: 1, arbitrary: longText() });
  return fc.record({
    kind: fc.constant('query' as const),
    // Two pairs of one name make an array of the parameter.
    pairs: fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 4 }),
    replace: fc.boolean(),
    encoded: fc.boolean(),
  });
};

const utf8Escape = (code: number) => [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');

/** Percent-encoding that, unlike encodeURIComponent, takes lone surrogates too: their bytes as a loose UTF-8 writer makes them. */
export const encodeAny = (text: string) =>
  Array.from(text, (char) => (char.length === 1 && char >= '\uD800' && char <= '\uDFFF' ? utf8Escape(char.charCodeAt(0)) : encodeURIComponent(char))).join('');

/** The route's URL pattern's parameters, in order (':id', ':invoice'). */
export const paramNames = (pattern: string) => [...pattern.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

/** A valid URL with one of its parameters replaced: the segment where the pattern names it. */
export const withParam = (pattern: string, url: string, mutation: ParamMutation) => {
  const [path, query] = url.split('?', 2) as [string, string | undefined];
  const segments = path.split('/');
  const at = pattern.split('/').indexOf(`:${mutation.name}`);
  segments[at] = mutation.encoded ? encodeAny(mutation.value) : mutation.value;
  return query === undefined ? segments.join('/') : `${segments.join('/')}?${query}`;
};

/** A valid URL with the mutation's pairs added to its query, or in place of those of the same names. */
export const withQuery = (url: string, mutation: QueryMutation) => {
  const [path, query = ''] = url.split('?', 2) as [string, string | undefined];
  const names = new Set(mutation.pairs.map(([name]) => name));
  const kept = query.split('&').filter((pair) => pair !== '' && !(mutation.replace && names.has(decodeURIComponent(pair.split('=')[0]!))));
  const added = mutation.pairs.map(([name, value]) => (mutation.encoded ? `${encodeAny(name)}=${encodeAny(value)}` : `${name}=${value}`));
  return `${path}?${[...kept, ...added].join('&')}`;
};
