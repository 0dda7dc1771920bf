import fc from 'fast-check';
import { jsonText } from './json-text';

/** A body framed wrongly: the wrong content type, JSON cut short, text that is not JSON, a length that lies. */
export type FramingMutation =
  | { kind: 'content-type'; contentType: string | null; body: 'json' | 'form' | 'text' }
  | { kind: 'truncated'; at: number }
  | { kind: 'not-json'; text: string }
  | { kind: 'lying-length'; by: number };

const contentTypes = [
  null,
  'text/plain',
  'text/plain; charset=utf-8',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/json;;',
  ' application/json',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  '*/*',
  '',
];

/** Text a JSON reader must refuse, or that reads as JSON of the wrong shape. */
const notJson = [
  '',
  ' ',
  'undefined',
  'NaN',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '\uFEFF{}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":"\u0000"}',
  '{"a":"\\ud800"}',
  '{a:1}',
  'null',
  '"text"',
  '0',
  'true',
  '[]',
  '/* comment */ {}',
];

export const framingMutations = (): fc.Arbitrary<FramingMutation> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('content-type' as const), contentType: fc.constantFrom(...contentTypes), body: fc.constantFrom('json' as const, 'form' as const, 'text' as const) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('truncated' as const), at: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('not-json' as const), text: fc.constantFrom(...notJson) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('lying-length' as const), by: fc.constantFrom(-1, 1, -10, 1_000) }) },
  );

const formOf = (sample: unknown) =>
  sample !== null && typeof sample === 'object'
    ? new URLSearchParams(Object.entries(sample).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])).toString()
    : `value=${encodeURIComponent(String(sample))}`;

export type Framed = { payload: string; contentType: string | null; contentLength?: string };

/** The request body and its headers for a framing mutation of a valid sample body. */
export const framedBody = (sample: unknown, mutation: FramingMutation): Framed => {
  const json = jsonText(sample ?? {});
  switch (mutation.kind) {
    case 'content-type': {
      const payload = mutation.body === 'json' ? json : mutation.body === 'form' ? formOf(sample ?? {}) : 'plain words, not a body';
      return { payload, contentType: mutation.contentType };
    }
    case 'truncated':
      return { payload: json.slice(0, Math.floor(json.length * mutation.at)), contentType: 'application/json' };
    case 'not-json':
      return { payload: mutation.text, contentType: 'application/json' };
    case 'lying-length':
      return { payload: json, contentType: 'application/json', contentLength: String(Math.max(0, Buffer.byteLength(json) + mutation.by)) };
  }
};
