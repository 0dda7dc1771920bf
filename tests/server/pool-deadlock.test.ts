import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { zErrorBody } from '../../src/domain/common';
import { SecondConnectionError, markHolding, outsideRequest, runRequest } from '../../src/server/db/connection-guard';
import { openDatabase } from '../../src/server/db/client';
import { deliveries, heldPackages, taxes } from '../../src/server/db/schema';
import { businessToday } from '../../src/server/time';
import { withIdempotencyKey } from '../helpers/server/access-cases';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { createUser, signedIn, testPassword } from '../helpers/server/factories';
import { createTestApp, createTestDatabase } from '../helpers/server/test-app';
import { orderData } from '../helpers/server/orders/order-fixtures';

const ctx = useAppWithAdmin({ worker: { type: 'worker' } });

const burst = 50;
const json = { 'content-type': 'application/json' };

/** Fails with a message instead of hanging the test, which is what a frozen pool did. */
const answeredWithin = async <T>(ms: number, what: string, work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} got no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

const healthAnswersAtOnce = async () => {
  const health = await answeredWithin(1_000, 'GET /api/health', ctx.app.inject({ method: 'GET', url: '/api/health' }));
  expect(health.statusCode).toBe(200);
};

/** All of them answered, none with a server error. */
const expectAllAnswered = (responses: LightMyRequestResponse[]) => {
  const failures = responses.filter((response) => response.statusCode >= 500).map((response) => `${response.statusCode} ${response.body}`);
  expect(failures).toEqual([]);
  expect(responses).toHaveLength(burst);
};

const many = (what: string, send: (n: number) => Promise<LightMyRequestResponse>) =>
  answeredWithin(60_000, `${burst} concurrent ${what}`, Promise.all(Array.from({ length: burst }, (_, n) => send(n))));

describe('a burst of requests never freezes the server', () => {
  it(`answers ${burst} concurrent sign-ins, right and wrong, and health at once after them`, async () => {
    const known = await createUser(ctx.app, { type: 'worker' });
    const responses = await many('sign-ins', (n) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: json,
        remoteAddress: `10.0.${n}.1`,
        payload: n % 2 === 0 ? { email: known.email, password: testPassword } : { email: `nobody${n}@example.test`, password: 'wrong-password' },
      }),
    );
    expectAllAnswered(responses);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(burst / 2);
    expect(responses.filter((response) => response.statusCode === 401)).toHaveLength(burst / 2);
    await healthAnswersAtOnce();
  });

  it(`answers ${burst} concurrent mutations of each kind, and health at once after each burst`, async () => {
    const [tax] = await ctx.db.select({ id: taxes.id }).from(taxes).limit(1);
    const customer = await createUser(ctx.app, { type: 'personal' });
    const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method, url, headers: withIdempotencyKey({ ...headers, ...json }), payload });

    const held = await send('POST', '/api/package-ins', ctx.worker.headers, {
      packages: Array.from({ length: burst }, (_, n) => ({ tracking_number: `HELD${n}X${Date.now()}` })),
    });
    expect(held.statusCode, held.body).toBe(201);
    const heldIds = (await ctx.db.select({ id: heldPackages.id }).from(heldPackages).where(eq(heldPackages.packageInId, held.json<{ id: number }>().id))).map((row) => row.id);
    const deliveryIds = (
      await ctx.db
        .insert(deliveries)
        .values(Array.from({ length: burst }, (_, n) => ({ userId: customer.id, directions: `House ${n}`, date: businessToday(), timeWindow: '1:00pm-3:00pm', weightLb: 1, totalCents: 100 })))
        .returning({ id: deliveries.id })
    ).map((row) => row.id);

    const kinds: [string, (n: number) => Promise<LightMyRequestResponse>][] = [
      ['registrations', (n) => send('POST', '/api/users', ctx.admin.headers, { first_name: 'Ann', last_name: `Burst${n}`, email: `burst${n}.${Date.now()}@example.test`, password: 'long-enough-1' })],
      ['profile edits', () => send('PUT', `/api/users/${customer.id}`, ctx.admin.headers, { data: { first_name: 'Cara', last_name: 'Burst', email: customer.email, location: 1 } })],
      ['order creates', () => send('POST', '/api/orders', ctx.worker.headers, { workerID: ctx.worker.id, data: orderData(customer.id, tax!.id) })],
      ['scan batches', (n) => send('POST', '/api/scan', ctx.worker.headers, { userID: ctx.worker.id, data: { checkpoint: 12, qrcodes: [`UNKNOWN${n}`] } })],
      ['held-package intakes', (n) => send('POST', '/api/package-ins', ctx.worker.headers, { packages: [{ tracking_number: `INTAKE${n}X${Date.now()}` }] })],
      ['held-package checks', (n) => send('POST', `/api/held-packages/${heldIds[n]}/checked`, ctx.worker.headers, {})],
      ['delivery ticks', (n) => send('POST', `/api/deliveries/${deliveryIds[n]}/delivered`, ctx.worker.headers, {})],
      ['calculations', () => send('POST', '/api/calculator', {}, { arrival: 'monday', shippingMethod: 'standard', weight: 3, length: 10, width: 10, height: 10 })],
    ];
    for (const [what, sendOne] of kinds) {
      expectAllAnswered(await many(what, sendOne));
      await healthAnswersAtOnce();
    }
  });

  it('answers 503 with Retry-After when no connection frees up in time, and serves again once one does', async () => {
    const busy = await createTestApp({ poolAcquireTimeoutMs: 200 });
    try {
      const staff = await signedIn(busy, { type: 'admin' });
      const held = await Promise.all(Array.from({ length: 10 }, () => busy.deps.database.pool.connect()));
      const releaseAll = () => held.splice(0).forEach((client) => client.release());
      onTestFinished(releaseAll);
      const read = await busy.inject({ method: 'GET', url: '/api/orders/paginated', headers: staff.headers });
      expect(read.statusCode).toBe(503);
      expect(read.headers['retry-after']).toBe('1');
      expect(zErrorBody.parse(read.json()).error.code).toBe('UNAVAILABLE');
      const write = await busy.inject({ method: 'POST', url: '/api/taxes', headers: { ...staff.headers, ...json }, payload: { name: 'Busy' } });
      expect(write.statusCode).toBe(503);
      releaseAll();
      expect((await busy.inject({ method: 'GET', url: '/api/orders/paginated', headers: staff.headers })).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});

describe('the pool refuses a second connection to a request that holds one', () => {
  it('fails the query at once inside a holding request, and allows it outside one', async () => {
    const database = await createTestDatabase();
    const { pool, db: poolDb } = openDatabase(database.url, { max: 2 });
    try {
      const first = await pool.connect();
      const refused = await new Promise<unknown>((resolve) =>
        runRequest(() => {
          markHolding(true);
          poolDb.execute(sql`select 1`).then(resolve, resolve);
        }),
      );
      first.release();
      expect((refused as Error).cause).toBeInstanceOf(SecondConnectionError);
      const outside = await new Promise<unknown>((resolve) =>
        runRequest(() => {
          markHolding(true);
          outsideRequest(async () => await poolDb.execute(sql`select 1 as one`)).then((result) => resolve(result.rows[0]), resolve);
        }),
      );
      expect(outside).toEqual({ one: 1 });
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});
