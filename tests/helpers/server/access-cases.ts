import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { idempotencyKey, signedIn } from './factories';
import type { TestApp } from './test-app';

type Headers = Record<string, string>;

/** Every account type but admin. */
export const nonAdmins = ['personal', 'business', 'worker', 'worker-v2', 'accounts', 'basic'] as const;

/** A request that should be refused: how to send it, and the check that it changed nothing. */
export type Attempt = { send: (headers: Headers) => Promise<LightMyRequestResponse>; changedNothing: () => Promise<void> };

/** For a refused create: the check that there are as many rows as before. */
export const countStays = async (count: () => Promise<number>) => {
  const before = await count();
  return async () => expect(await count()).toBe(before);
};

/** For a refused change: a fresh row, and the check that it is still exactly as inserted. */
export const rowStays = async <R extends { id: number }>(insert: () => Promise<R>, rowOf: (id: number) => Promise<unknown>) => {
  const existing = await insert();
  return { id: existing.id, check: async () => expect(await rowOf(existing.id)).toEqual(existing) };
};

/**
 * The callers an admin-only endpoint turns away, each leaving everything as it was: every other
 * type with 403 (staff types even when special), and no token or a retired admin's with 401.
 * arrange runs after the caller is made, so what it counts includes them.
 */
export const itRefusesAllButAdmins = (app: () => TestApp, outcome: string, arrange: () => Promise<Attempt>) => {
  it.each(nonAdmins)(`refuses a %s with 403 and ${outcome}`, async (type) => {
    const caller = await signedIn(app(), { type, special: type.startsWith('worker') });
    const attempt = await arrange();
    expect((await attempt.send(caller.headers)).statusCode).toBe(403);
    await attempt.changedNothing();
  });

  it("refuses an anonymous caller and a retired admin's token with 401", async () => {
    const retired = await signedIn(app(), { type: 'admin', retired: true });
    const attempt = await arrange();
    expect((await attempt.send({})).statusCode).toBe(401);
    expect((await attempt.send(retired.headers)).statusCode).toBe(401);
    await attempt.changedNothing();
  });
};

/** The headers of a request that may be retried: the same key on each try. */
export const withIdempotencyKey = <H extends Headers>(headers: H) => ({ ...headers, 'idempotency-key': idempotencyKey() });

/** A retry under the same Idempotency-Key is answered with the first answer, marked as replayed. */
export const expectReplayed = (first: LightMyRequestResponse, replay: LightMyRequestResponse, status: number) => {
  expect(first.statusCode).toBe(status);
  expect(replay.statusCode).toBe(status);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.json()).toEqual(first.json());
};

/** The same Idempotency-Key with another request is refused rather than replayed. */
export const expectKeyMismatch = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_MISMATCH' } });
};
