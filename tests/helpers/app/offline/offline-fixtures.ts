import { db } from '../../../../src/app/offline/store/db';
import type { DrainEnv } from '../../../../src/app/offline/sync/drain';
import type { LockManagerLike } from '../../../../src/app/offline/sync/drain-lock';
import { readSessionRow, writeSessionRow } from '../../../../src/app/offline/store/session-row';
// The sync panel loads on demand in the app; here it is loaded already, as a browser's precache has it (../on-demand-parts.ts).
import '../../../../src/app/offline/ui/sync-panel';

export const clearOfflineDb = () => Promise.all(db.tables.map((table) => table.clear()));

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token shaped like the server's (HS256 JWT); only its `exp` matters on the device. */
export const fakeToken = (userId: number, expiresAtMs: number, nonce = 'a') =>
  `${base64url({ alg: 'HS256' })}.${base64url({ sub: String(userId), exp: Math.floor(expiresAtMs / 1000), nonce })}.signature`;

export const signInAs = (userId: number, name: string, options: { expiresAtMs?: number; nonce?: string } = {}) =>
  writeSessionRow({ userId, name, token: fakeToken(userId, options.expiresAtMs ?? Date.now() + 3_600_000, options.nonce) });

export type SentRequest = { method: string; path: string; key: string | null; token: string | null; body: unknown };
export type Reply = { status: number; body?: unknown } | 'network-error';

const json = (reply: { status: number; body?: unknown }) =>
  new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });

/** Per-code answers the real server would give: every code known and new. */
export const scanAnswer = (body: unknown) => {
  const qrcodes = (body as { data: { qrcodes: Array<{ code: string }> } }).data.qrcodes;
  return { results: qrcodes.map((entry, index) => ({ code: entry.code, status: 'ok', package_id: index + 1 })) };
};

/**
 * A stand-in for the API that records what would reach the server. Each reply comes from
 * `respond`, which defaults to 201 with the scan answer for /api/scan and `{ id: n }` otherwise.
 */
export const createFakeServer = (respond?: (request: SentRequest, index: number) => Reply | Promise<Reply>) => {
  const requests: SentRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: String(input),
      key: headers.get('idempotency-key'),
      token: headers.get('authorization')?.replace(/^Bearer /, '') ?? null,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const reply = respond ? await respond(request, requests.length - 1) : { status: 201, body: request.path === '/api/scan' ? scanAnswer(request.body) : { id: requests.length } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return json(reply);
  };
  return { requests, fetch };
};

/** A clock the test moves by hand. */
export const createClock = (start = Date.parse('2025-03-01T12:00:00.000Z')) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

export const testEnv = (fetch: typeof globalThis.fetch, overrides: Partial<DrainEnv> = {}): DrainEnv => ({
  fetch,
  now: Date.now,
  readSession: readSessionRow,
  random: () => 0.5,
  locks: null,
  ...overrides,
});

/** An in-memory Web Locks stand-in: one holder per name, the others wait in order. */
export const createFakeLocks = (): LockManagerLike => {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: <T>(name: string, callback: () => Promise<T>) => {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(callback, callback);
      tails.set(name, result.catch(() => undefined));
      return result;
    },
  };
};
