import type { InjectOptions } from 'fastify';
import { idempotencyKey } from '../factories';
import { mutatedBody } from './body-mutations';
import { framedBody } from './framing-mutations';
import type { FuzzCase, FuzzSample, FuzzTarget, KeyChoice } from './fuzz-cases';
import { jsonText } from './json-text';
import { multipartBody } from './multipart-mutations';
import { withParam, withQuery } from './url-mutations';

const keyHeader = (key: KeyChoice): Record<string, string> => {
  switch (key) {
    case 'none':
      return {};
    case 'fresh':
      return { 'idempotency-key': idempotencyKey() };
    case 'too-long':
      return { 'idempotency-key': 'k'.repeat(201) };
    case 'odd':
      return { 'idempotency-key': `' OR 1=1 -- ../../${idempotencyKey()}` };
  }
};

type Body = { payload?: string | Buffer; contentType?: string | null; contentLength?: string };

/** The sample's own body, for a change to its URL. */
const validBody = async (sample: FuzzSample): Promise<Body> => {
  if (sample.multipart) return multipartBody(sample.multipart, { kind: 'multipart', fields: [], files: [{ field: sample.multipart.field, ...sample.multipart.file }], damage: null });
  return sample.body === undefined ? {} : { payload: jsonText(sample.body), contentType: 'application/json' };
};

const bodyOf = async (sample: FuzzSample, { change }: FuzzCase): Promise<Body> => {
  switch (change.kind) {
    case 'param':
    case 'query':
      return validBody(sample);
    case 'multipart':
      return multipartBody(sample.multipart, change);
    case 'content-type':
    case 'truncated':
    case 'not-json':
    case 'lying-length':
      return framedBody(sample.body, change);
    default: {
      const payload = mutatedBody(sample.body, change);
      return { payload: payload ?? '', contentType: 'application/json' };
    }
  }
};

let addresses = 0;

/**
 * Each request comes from an address of its own: sign-in and registration limits count per address
 * on arrival, and a limit once reached would answer every later case before its body is read.
 */
const nextAddress = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** The request of a fuzz case: the valid sample with the case's change, sent as `headers` (the caller's). */
export const fuzzRequest = async (target: FuzzTarget, sample: FuzzSample, fuzzCase: FuzzCase, headers: Record<string, string>): Promise<InjectOptions & { url: string }> => {
  const { change } = fuzzCase;
  const url = change.kind === 'param' ? withParam(target.pattern, sample.url, change) : change.kind === 'query' ? withQuery(sample.url, change) : sample.url;
  const body = await bodyOf(sample, fuzzCase);
  return {
    method: target.method as InjectOptions['method'],
    url,
    remoteAddress: nextAddress(),
    headers: {
      ...headers,
      ...keyHeader(fuzzCase.key),
      ...(typeof body.contentType === 'string' ? { 'content-type': body.contentType } : {}),
      ...(body.contentLength ? { 'content-length': body.contentLength } : {}),
    },
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  };
};
