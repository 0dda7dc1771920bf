import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../domain/errors';
import { controlCharacterMessage } from '../../domain/fields';
import { AppError } from './app-error';

/** Far deeper than any body of the API; a deeper one is an attack on whatever walks it next. */
export const maxJsonDepth = 32;

/**
 * True when arrays and objects nest deeper than maxJsonDepth. It goes level by level with no
 * recursion, so 100,000 nested arrays cannot overflow the stack here as they did where the
 * request hash stringifies the body.
 */
const nestsTooDeep = (root: unknown) => {
  let level: unknown[] = [root];
  for (let depth = 0; level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const node of level) {
      if (node === null || typeof node !== 'object') continue;
      if (depth === maxJsonDepth) return true;
      for (const child of Object.values(node)) next.push(child);
    }
    level = next;
  }
  return false;
};

const nul = '\u0000';

/**
 * The path of the first string or key holding NUL, as error fields name paths ('data.last_name',
 * '_' for the whole value). Breadth first with a queue: no recursion, whatever the input.
 */
const pathOfNul = (root: unknown): string | undefined => {
  const queue: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let i = 0; i < queue.length; i++) {
    const { value, path } = queue[i]!;
    if (typeof value === 'string' && value.includes(nul)) return path.join('.') || '_';
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (key.includes(nul)) return [...path, key.replaceAll(nul, '\\u0000')].join('.');
      queue.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
};

/**
 * What every request's input must be before a schema reads it. JSON bodies keep Fastify's own
 * parser (secure-json-parse: __proto__ and constructor poisoning are refused) and may nest at most
 * maxJsonDepth levels. No string anywhere (path, query string or body, values and keys) may hold
 * NUL, which PostgreSQL text cannot store: checked here once, so every route inherits it.
 */
export const registerRequestInput = (app: FastifyInstance) => {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    parseJson(request, body, (error, value) => {
      if (error) return done(error, undefined);
      if (nestsTooDeep(value)) {
        return done(new AppError(ErrorCode.VALIDATION, 'The request body is nested too deeply.', { _: `At most ${maxJsonDepth} levels of nesting` }), undefined);
      }
      done(null, value);
    });
  });

  app.addHook('preValidation', async (request) => {
    // The wildcard is no parameter a route reads: GET /files/* reads its raw, still-encoded path
    // from the URL, so no NUL reaches the database there, and it answers 404 for a name no file has.
    const params = Object.fromEntries(Object.entries(request.params ?? {}).filter(([name]) => name !== '*'));
    for (const part of [params, request.query, request.body]) {
      const path = pathOfNul(part);
      if (path !== undefined) throw new AppError(ErrorCode.VALIDATION, 'Some fields are invalid.', { [path]: controlCharacterMessage });
    }
  });
};
