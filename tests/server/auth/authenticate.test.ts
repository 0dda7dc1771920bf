import { decodeJwt, decodeProtectedHeader } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zLoginResponse } from '../../../src/domain/auth';
import { loginLockAddresses } from '../../../src/domain/constants';
import { idempotencyKeys, loginFailures } from '../../../src/server/db/schema';
import { createUser, idempotencyKey, testPassword } from '../../helpers/server/factories';
import { createTestApp, type TestApp } from '../../helpers/server/test-app';
import { clientAddresses } from '../../helpers/server/client-addresses';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

// Every test gets its own address, so failures in one never count against the per-IP limit of another.
const nextIp = clientAddresses(0);

const login = (payload: unknown, remoteAddress = nextIp(), headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/authenticate', payload: payload as object, remoteAddress, headers });

const incorrect = { error: { code: 'UNAUTHENTICATED', message: 'Incorrect credentials. Please try again.' } };

describe('POST /api/authenticate', () => {
  it('returns a token and the user, and the token opens a protected route', async () => {
    const admin = await createUser(app, { type: 'admin', special: true, firstName: 'Ada', lastName: 'Admin' });
    const response = await login({ email: admin.email, password: testPassword });
    expect(response.statusCode).toBe(200);
    const body = zLoginResponse.parse(response.json());
    expect(body.user).toEqual({ id: admin.id, first_name: 'Ada', last_name: 'Admin', account_type: 'admin', special: true });

    const anonymous = await app.inject({ method: 'GET', url: '/api/customers/paginated' });
    expect(anonymous.statusCode).toBe(401);
    const authorised = await app.inject({
      method: 'GET',
      url: '/api/customers/paginated',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(authorised.statusCode).toBe(200);
  });

  it('issues an HS256 token for the user that expires 12 hours after issue', async () => {
    const user = await createUser(app);
    const before = Math.floor(Date.now() / 1000);
    const { token } = zLoginResponse.parse((await login({ email: user.email, password: testPassword })).json());
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const payload = decodeJwt(token);
    expect(payload.sub).toBe(String(user.id));
    expect(payload.exp! - payload.iat!).toBe(43_200);
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.iat).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
  });

  it('gives wrong password, unknown email and retired worker the identical 401', async () => {
    const user = await createUser(app);
    const retired = await createUser(app, { type: 'worker', retired: true });
    const answers = [
      await login({ email: user.email, password: 'not-the-password' }),
      await login({ email: `nobody.${Date.now()}@example.test`, password: testPassword }),
      await login({ email: retired.email, password: testPassword }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(incorrect);
    }
    expect(answers[0]!.body).toBe(answers[1]!.body);
    expect(answers[1]!.body).toBe(answers[2]!.body);
  });

  it('matches the email without regard to case', async () => {
    const user = await createUser(app, { email: `Mixed.Case.${Date.now()}@Example.test` });
    for (const email of [user.email.toLowerCase(), user.email.toUpperCase()]) {
      const response = await login({ email, password: testPassword });
      expect(response.statusCode).toBe(200);
      expect(zLoginResponse.parse(response.json()).user.id).toBe(user.id);
    }
  });

  it('records a failed login although the request itself fails', async () => {
    const email = `recorded.${Date.now()}@example.test`;
    const ip = nextIp();
    expect((await login({ email, password: 'whatever-it-is' }, ip)).statusCode).toBe(401);
    const rows = await app.deps.database.db.select().from(loginFailures).where(eq(loginFailures.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ip).toBe(ip);
  });

  it.each([
    ['missing email', { password: testPassword }, { email: 'E-mail is required' }],
    ['invalid email', { email: 'not-an-email', password: testPassword }, { email: 'Must be valid e-mail' }],
    ['missing password', { email: 'someone@example.test' }, { password: 'Password is required' }],
    ['empty password', { email: 'someone@example.test', password: '' }, { password: 'Password is required' }],
  ])('rejects a body with %s as 400 with field messages', async (_name, payload, fields) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields });
  });

  it.each([
    ['broken JSON', '{"email": "a@example.test", "password":'],
    ['an empty JSON body', ''],
  ])('rejects %s with 400 and fields, not 500', async (_name, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { _: expect.any(String) } });
  });

  it('locks an account for every address once five addresses have failed against it, even with the right password', async () => {
    const user = await createUser(app);
    for (let i = 0; i < loginLockAddresses - 1; i++) expect((await login({ email: user.email, password: `wrong-${i}` })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: testPassword })).statusCode).toBe(200);
    expect((await login({ email: user.email, password: 'wrong-again' })).statusCode).toBe(401);
    const blocked = await login({ email: user.email.toUpperCase(), password: testPassword });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
  });

  it('makes only the failing address wait: a stranger failing ten times cannot lock the owner out', async () => {
    const user = await createUser(app);
    const stranger = nextIp();
    for (let i = 0; i < 10; i++) expect((await login({ email: user.email, password: `guess-${i}` }, stranger)).statusCode).toBe(401);
    expect((await login({ email: user.email, password: testPassword }, stranger)).statusCode).toBe(429);
    expect((await login({ email: user.email, password: testPassword }, nextIp())).statusCode).toBe(200);
    // The owner's success clears only what the owner's address failed; the stranger still waits.
    expect((await login({ email: user.email, password: testPassword }, stranger)).statusCode).toBe(429);
  });

  it('forgets failures older than 15 minutes', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 10; i++) await login({ email: user.email, password: `wrong-${i}` });
    await app.deps.database.db
      .update(loginFailures)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.email, user.email));
    expect((await login({ email: user.email, password: testPassword })).statusCode).toBe(200);
  });

  it('refuses the 11th attempt from one IP after 10 failures across emails; another IP is unaffected', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: `spray.${i}.${Date.now()}@example.test`, password: 'guess' }, ip)).statusCode).toBe(401);
    }
    const user = await createUser(app);
    expect((await login({ email: user.email, password: testPassword }, ip)).statusCode).toBe(429);
    const other = await createUser(app);
    expect((await login({ email: other.email, password: testPassword }, nextIp())).statusCode).toBe(200);
  });

  it('does not let a client escape the per-IP limit by inventing X-Forwarded-For', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      expect((await login({ email: `spoof.${i}.${Date.now()}@example.test`, password: 'guess' }, ip, spoofed)).statusCode).toBe(401);
    }
    const user = await createUser(app);
    expect((await login({ email: user.email, password: testPassword }, ip, { 'x-forwarded-for': '203.0.113.99' })).statusCode).toBe(429);
  });

  it('never stores the token for an Idempotency-Key replay', async () => {
    const user = await createUser(app);
    const key = idempotencyKey();
    const first = await login({ email: user.email, password: testPassword }, nextIp(), { 'idempotency-key': key });
    const second = await login({ email: user.email, password: testPassword }, nextIp(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    zLoginResponse.parse(second.json());
    const stored = await app.deps.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toEqual([]);
  });
});
