/*
 * Finishing touches on the generated document, for its readers. @fastify/swagger words every
 * response "Default Response", and fastify-type-provider-zod lists every registered schema in both
 * directions (an answer's "Input" twin, a body's output twin) whether a route uses it or not.
 */

type Json = Record<string, unknown>;
type Document = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** What each status means across the API; a route's own description says when it gives it. */
const statusMeanings: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Invalid input: `error.fields` names each field and what is wrong with it',
  401: 'Not signed in, or the session has ended',
  403: 'This account may not do this',
  404: "Not found, or not the caller's to see",
  409: 'Refused in the current state (see the description), or an Idempotency-Key already used for another request',
  413: 'Too large',
  415: 'Not an accepted file or content type',
  429: 'Too many requests: wait and try again',
  503: 'The database cannot be reached',
};

const describeResponses = (paths: unknown) => {
  if (!isObject(paths)) return;
  for (const operations of Object.values(paths)) {
    if (!isObject(operations)) continue;
    for (const operation of Object.values(operations)) {
      const responses = isObject(operation) ? operation.responses : undefined;
      if (!isObject(responses)) continue;
      for (const [status, response] of Object.entries(responses)) {
        if (isObject(response) && response.description === 'Default Response' && statusMeanings[status]) response.description = statusMeanings[status];
      }
    }
  }
};

const schemaPrefix = '#/components/schemas/';

const collectRefs = (value: unknown, found: string[]) => {
  if (Array.isArray(value)) value.forEach((item) => collectRefs(item, found));
  else if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(schemaPrefix)) found.push(inner.slice(schemaPrefix.length));
      else collectRefs(inner, found);
    }
  }
};

/** Keeps the schemas the operations reach, directly or through other schemas. */
const dropUnusedSchemas = (document: Document) => {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const pending: string[] = [];
  collectRefs(document.paths, pending);
  const used = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    collectRefs(schemas[name], pending);
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
};

export const tidyDocument = <D extends Document>(document: D): D => {
  describeResponses(document.paths);
  dropUnusedSchemas(document);
  return document;
};
