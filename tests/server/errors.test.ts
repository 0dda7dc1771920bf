import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { zErrorBody } from '../../src/domain/common';
import { toAppError } from '../../src/server/http/errors';
import { maxJsonDepth } from '../../src/server/http/request-input';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

const ctx = useAppWithAdmin({ worker: { type: 'worker' } });

/** Parses the ARCHITECTURE error body strictly, so extra keys (a stack, a cause) fail the test. */
const errorOf = (response: { statusCode: number; json: () => unknown }) => zErrorBody.strict().parse(response.json()).error;
const json = { 'content-type': 'application/json' };
// Words that would mean internals reached the client.
const internals = /Error:|\bat \S+ \(|node_modules|\.ts:\d|select |relation|pool|postgres|ECONN|terminat/i;

describe('the error body', () => {
  it('gives 400 with a message per field for a body the schema rejects', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/workers', headers: { ...ctx.admin.headers, ...json }, payload: { email: 'nope' } });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toMatchObject({ first_name: expect.any(String), email: expect.any(String), password: expect.any(String) });
  });

  it('names the parameter or query value that is wrong', async () => {
    const params = await ctx.app.inject({ method: 'GET', url: '/api/customers/abc', headers: ctx.admin.headers });
    expect(params.statusCode).toBe(400);
    expect(errorOf(params).fields).toHaveProperty('id');
    const query = await ctx.app.inject({ method: 'GET', url: '/api/customers/paginated?page=0', headers: ctx.admin.headers });
    expect(query.statusCode).toBe(400);
    expect(errorOf(query).fields).toHaveProperty('page');
  });

  it('gives 401, 403 and 404 with a code and a message', async () => {
    const cases = [
      [await ctx.app.inject({ method: 'GET', url: '/api/customers' }), 401, 'UNAUTHENTICATED'],
      [await ctx.app.inject({ method: 'GET', url: '/api/offices', headers: ctx.worker.headers }), 403, 'FORBIDDEN'],
      [await ctx.app.inject({ method: 'GET', url: '/api/customers/999999', headers: ctx.admin.headers }), 404, 'NOT_FOUND'],
      [await ctx.app.inject({ method: 'GET', url: '/api/no/such/endpoint', headers: ctx.admin.headers }), 404, 'NOT_FOUND'],
    ] as const;
    for (const [response, status, code] of cases) {
      expect(response.statusCode).toBe(status);
      const error = errorOf(response);
      expect(error.code).toBe(code);
      expect(error.message.length).toBeGreaterThan(0);
    }
  });
});

describe('bodies the parser refuses', () => {
  it('answers invalid JSON with 400, not 500', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/authenticate', headers: json, payload: '{"email": "a@b.c",' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION');
  });

  it('answers a body over 1 MiB with 413', async () => {
    const payload = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_048_576) });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/authenticate', headers: json, payload });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a content type the JSON route does not take with 415', async () => {
    for (const type of ['application/xml', 'application/x-www-form-urlencoded']) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/authenticate', headers: { 'content-type': type }, payload: 'email=a@b.c' });
      expect(response.statusCode, type).toBe(415);
      expect(errorOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    // Fastify parses text/plain into a string, which the schema then refuses: still a 4xx, never a 500.
    const text = await ctx.app.inject({ method: 'POST', url: '/api/authenticate', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect([400, 415]).toContain(text.statusCode);
  });

  it('keeps refusing prototype poisoning with 400', async () => {
    for (const key of ['__proto__', 'constructor']) {
      // A well-formed sign-in otherwise (a 401), so only the poisoned key can make it a 400.
      const payload = `{"email": "nobody@example.test", "password": "x", "${key}": {"prototype": {"admin": true}, "admin": true}}`;
      const response = await ctx.app.inject({ method: 'POST', url: '/api/authenticate', headers: json, payload });
      expect(response.statusCode, key).toBe(400);
      expect(errorOf(response).fields).toEqual({ _: 'Not valid JSON' });
    }
  });

  it('takes 32 levels of nesting and refuses 33 with 400, naming the body', async () => {
    const nested = (levels: number) => `{"email": "nobody@example.test", "password": "x", "extra": ${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    const deepest = await ctx.app.inject({ method: 'POST', url: '/api/authenticate', headers: json, payload: nested(maxJsonDepth) });
    expect(deepest.statusCode).toBe(401);
    const deeper = await ctx.app.inject({ method: 'POST', url: '/api/authenticate', headers: json, payload: nested(maxJsonDepth + 1) });
    expect(deeper.statusCode).toBe(400);
    expect(errorOf(deeper)).toEqual({ code: 'VALIDATION', message: 'The request body is nested too deeply.', fields: { _: `At most ${maxJsonDepth} levels of nesting` } });
  });
});

describe('unexpected errors', () => {
  it('gives 500 INTERNAL without SQL or a stack when a query fails', async () => {
    // A missing table makes the real query fail inside PostgreSQL with a message naming it.
    await ctx.app.deps.database.pool.query('alter table islands rename to islands_elsewhere');
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/islands' });
      expect(response.statusCode).toBe(500);
      const error = errorOf(response);
      expect(error.code).toBe('INTERNAL');
      expect(error.message).not.toMatch(internals);
      expect(response.body).not.toMatch(/islands|does not exist/);
    } finally {
      await ctx.app.deps.database.pool.query('alter table islands_elsewhere rename to islands');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/islands' })).statusCode).toBe(200);
  });
});

describe('when the database goes away', () => {
  let down: TestApp;
  let admin: pg.Client;
  let name: string;
  const allowConnections = (allow: boolean) => admin.query(`alter database "${name}" with allow_connections ${allow}`);

  beforeAll(async () => {
    down = await createTestApp();
    name = new URL(down.deps.config.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    // Refuse new connections and cut the pool's open ones: what a crashed or restarting server looks like.
    await allowConnections(false);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  });
  afterAll(async () => {
    await allowConnections(true);
    await admin.end();
    await down.close();
  });

  it('answers API calls with 500 INTERNAL and no internals', async () => {
    for (const url of ['/api/locations', '/api/islands']) {
      const response = await down.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(500);
      const error = errorOf(response);
      expect(error.code).toBe('INTERNAL');
      expect(error.message).not.toMatch(internals);
      expect(response.body).not.toContain(name);
    }
  });

  it('reports the database as down on GET /api/health with 503', async () => {
    const response = await down.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'down' });
  });
});

describe('a connection dropped while a request holds it', () => {
  it('leaves the server up: the held connection is evicted and the next request gets a new one', async () => {
    const { pool } = ctx.app.deps.database;
    const held = await pool.connect();
    const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
    // Not events.once, which would listen for 'error' itself and hide the crash this test is about.
    const ended = new Promise((resolve) => held.once('end', resolve));
    // Cut between two statements, as a restart would cut a request's open transaction.
    await pool.query('select pg_terminate_backend($1, 5000)', [rows[0]!.pid]);
    await ended;
    await expect(held.query('select 1')).rejects.toThrow();
    held.release();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/islands' })).statusCode).toBe(200);
  });
});

describe('a unique-key race that slips past a service check', () => {
  it('becomes 409 CONFLICT even when Drizzle wraps the PostgreSQL error', () => {
    const fromPg = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const wrapped = new Error('Failed query: insert into "offices" ...', { cause: fromPg });
    const mapped = toAppError(wrapped);
    expect(mapped?.status).toBe(409);
    expect(mapped?.toBody()).toEqual({ error: { code: 'CONFLICT', message: 'This conflicts with an existing record.' } });
  });

  it('leaves other database errors to the 500 path', () => {
    const fromPg = Object.assign(new Error('relation does not exist'), { code: '42P01' });
    expect(toAppError(new Error('Failed query', { cause: fromPg }))).toBeNull();
  });
});

describe("a deadlock's victim", () => {
  it('is answered 503 busy, which clients retry: its transaction was rolled back whole, so nothing was applied', () => {
    const fromPg = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const mapped = toAppError(new Error('Failed query: insert into "shipment_packages" ...', { cause: fromPg }));
    expect(mapped?.status).toBe(503);
    expect(mapped?.toBody()).toEqual({ error: { code: 'UNAVAILABLE', message: 'The server is busy. Please try again in a moment.' } });
  });
});
