import fc from 'fast-check';
import type { z } from 'zod';
import { bodyMutations, type BodyMutation } from './body-mutations';
import { framingMutations, type FramingMutation } from './framing-mutations';
import { multipartMutations, type MultipartMutation, type MultipartSample } from './multipart-mutations';
import { schemaNodes } from './schema-nodes';
import { paramMutations, paramNames, queryMutations, type ParamMutation, type QueryMutation } from './url-mutations';

/** A request the route answers with success: its URL with valid parameters and query, and its body. */
export type FuzzSample = { url: string; body?: unknown; multipart?: MultipartSample };

/** What the fuzzer knows of a route: its schemas and a valid request to start from. */
export type FuzzTarget = {
  method: string;
  pattern: string;
  schema: { body?: z.ZodType; querystring?: z.ZodType } | undefined;
  sample: FuzzSample;
};

/** 'odd' keys are printable but hostile; 'too-long' passes the server's 200 characters. */
export type KeyChoice = 'none' | 'fresh' | 'too-long' | 'odd';

export type FuzzChange = BodyMutation | FramingMutation | MultipartMutation | QueryMutation | ParamMutation;

/** One malformed request: what is wrong with it, and the Idempotency-Key it carries. */
export type FuzzCase = { change: FuzzChange; key: KeyChoice };

/** Where a change goes, for the summary. */
export const partOf = (change: FuzzChange) => (change.kind === 'param' ? 'params' : change.kind === 'query' ? 'query' : 'body');

/**
 * The malformed requests of one route, spread over its body, query string and path parameters.
 * The body gets mutations of its schema's fields (or, without a body schema, of any JSON thrown at
 * it), wrong framing and multipart; an upload route mostly its own multipart form, damaged. Most
 * requests carry no Idempotency-Key, about a quarter one.
 */
export const fuzzCases = (target: FuzzTarget): fc.Arbitrary<FuzzCase> => {
  const nodes = target.schema?.body ? schemaNodes(target.schema.body) : [{ path: [], types: [], required: false }];
  const queryNames = target.schema?.querystring ? [...new Set(schemaNodes(target.schema.querystring).flatMap((node) => (node.path.length === 1 ? [String(node.path[0])] : [])))] : [];
  const params = paramNames(target.pattern);
  const upload = target.sample.multipart !== undefined;
  const changes: fc.WeightedArbitrary<FuzzChange>[] = [
    { weight: upload ? 10 : 45, arbitrary: bodyMutations(nodes, target.sample.body) },
    { weight: 15, arbitrary: framingMutations() },
    { weight: upload ? 40 : 5, arbitrary: multipartMutations(target.sample.multipart) },
    { weight: 15, arbitrary: queryMutations(queryNames) },
    ...(params.length > 0 ? [{ weight: 20, arbitrary: paramMutations(params) }] : []),
  ];
  return fc.record({
    change: fc.oneof(...changes),
    key: fc.oneof({ weight: 15, arbitrary: fc.constant<KeyChoice>('none') }, { weight: 4, arbitrary: fc.constant<KeyChoice>('fresh') }, { weight: 1, arbitrary: fc.constantFrom<KeyChoice>('too-long', 'odd') }),
  });
};
