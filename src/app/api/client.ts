import type { z } from 'zod';
import { ApiError } from './api-error';
import { zErrorBody } from './error-body';

type Query = Record<string, string | number | boolean | null | undefined>;
type Options<S extends z.ZodType> = { schema: S; body?: unknown; form?: FormData; query?: Query; idempotencyKey?: string };

let readToken: () => string | null = () => null;
let onUnauthorized: () => void = () => {};

/** The session hands the client the token to send; the client itself knows no session. */
export const setTokenGetter = (getter: () => string | null) => {
  readToken = getter;
};

/** The app registers what a 401 does (end the session, go to sign in); the client itself knows no routes. */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

const withQuery = (path: string, query: Query | undefined) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return `/api${path}${text ? `?${text}` : ''}`;
};

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Sent = { body?: unknown; form?: FormData; query?: Query; idempotencyKey?: string; accept?: string };

/** Sends with the token and an Idempotency-Key on a mutation; a failed answer throws its error body, and a 401 to a token ends the session. */
const send = async (method: string, path: string, options: Sent): Promise<Response> => {
  const token = readToken();
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (mutating.has(method)) headers['idempotency-key'] = options.idempotencyKey ?? crypto.randomUUID();
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      // FormData brings its own multipart content-type with the boundary.
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  } catch {
    throw new ApiError(0, null);
  }
  if (response.status === 401 && token) onUnauthorized();
  if (!response.ok) {
    const payload: unknown = response.headers.get('content-type')?.includes('application/json') ? await response.json() : null;
    const parsed = zErrorBody.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.error : null);
  }
  return response;
};

/**
 * The one way the app talks to the API: bearer token, an Idempotency-Key on every mutation,
 * answers parsed with the domain schema, and a 401 to a token calls the unauthorized handler.
 */
export const request = async <S extends z.ZodType>(method: string, path: string, options: Options<S>): Promise<z.infer<S>> => {
  const response = await send(method, path, options);
  const payload: unknown = response.headers.get('content-type')?.includes('application/json') ? await response.json() : null;
  return options.schema.parse(payload);
};

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, query?: Query) => request('GET', path, { schema, query }),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown) => request('POST', path, { schema, body }),
  put: <S extends z.ZodType>(path: string, schema: S, body?: unknown) => request('PUT', path, { schema, body }),
  delete: <S extends z.ZodType>(path: string, schema: S) => request('DELETE', path, { schema }),
  /** Multipart files (order uploads and images): same token, Idempotency-Key and 401 handling. */
  upload: <S extends z.ZodType>(path: string, formData: FormData, schema: S) => request('POST', path, { schema, form: formData }),
  /** A file the API answers (a CSV export), as a Blob to save: same token and 401 handling. */
  download: async (path: string, accept: string) => (await send('GET', path, { accept })).blob(),
};
