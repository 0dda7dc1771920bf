import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zLoginResponse } from '../../../src/domain/auth';
import { registrationsPerHour, staffTypes, type AccountType } from '../../../src/domain/constants';
import { userMessages, zCustomer } from '../../../src/domain/users';
import { activityLogs, users } from '../../../src/server/db/schema';
import { countStays, expectKeyMismatch, expectReplayed, nonAdmins, withIdempotencyKey } from '../../helpers/server/access-cases';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { signedIn } from '../../helpers/server/factories';
import { clientAddresses } from '../../helpers/server/client-addresses';

const ctx = useAppWithAdmin();

let sequence = 0;
const freshEmail = () => `register-${++sequence}@register.test`;
const body = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: freshEmail(),
  password: 'long-enough-1',
  ...overrides,
});
// Own addresses per registration, so these tests never meet the per-address limit, which has its own test.
const nextAddress = clientAddresses(8);
const register = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/users', payload: payload as object, headers, remoteAddress });
const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]!.n;
const rowByEmail = async (email: string) =>
  (await ctx.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0];

describe('POST /api/users', () => {
  it('registers a guest with the spec defaults: personal, island 10, location 2', async () => {
    const payload = body();
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const created = zCustomer.parse(response.json());
    expect(created).toMatchObject({
      full_name: 'Ada Lovelace',
      email: payload.email,
      account_type: 'personal',
      island: 10,
      location: { data: { id: 2, name: 'Harbor Bay' } },
      flagged: 0,
      special: false,
      retired_at: null,
      tin: null,
    });
    // The hash must never travel, under any name.
    expect(JSON.stringify(response.json())).not.toMatch(/password/i);
    const row = await rowByEmail(payload.email);
    expect(row?.id).toBe(created.id);
    expect(row?.passwordHash).not.toContain(payload.password);
  });

  it('lets the new user sign in with the password they chose', async () => {
    const payload = body({ email: freshEmail().toUpperCase() });
    const created = zCustomer.parse((await register(payload)).json());
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { email: payload.email.toLowerCase(), password: payload.password },
    });
    expect(login.statusCode).toBe(200);
    const session = zLoginResponse.parse(login.json());
    expect(session.user).toMatchObject({ id: created.id, account_type: 'personal', first_name: 'Ada' });
  });

  it('keeps the TIN only for business accounts', async () => {
    const business = zCustomer.parse((await register(body({ account_type: 'business', tin: 'TIN-123' }))).json());
    expect(business).toMatchObject({ account_type: 'business', tin: 'TIN-123' });
    const personal = zCustomer.parse((await register(body({ account_type: 'personal', tin: 'TIN-456' }))).json());
    expect(personal.tin).toBeNull();
    expect((await rowByEmail(personal.email))?.tin).toBeNull();
  });

  it('accepts an explicit island and location', async () => {
    const created = zCustomer.parse((await register(body({ island: 3, location: 1 }))).json());
    expect(created).toMatchObject({ island: 3, location: { data: { id: 1, name: 'Madeira' } } });
  });

  it.each(staffTypes)('refuses a guest asking for a %s account with 403 and creates nothing', async (type) => {
    const createdNothing = await countStays(userCount);
    const response = await register(body({ account_type: type }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    await createdNothing();
  });

  // Only the admin type may create staff: being special grants a worker nothing here.
  it.each(nonAdmins)('refuses a signed-in %s user, special or not, creating a worker or admin account', async (type) => {
    const callers = { plain: await signedIn(ctx.app, { type }), special: await signedIn(ctx.app, { type, special: true }) };
    const createdNothing = await countStays(userCount);
    for (const [kind, caller] of Object.entries(callers)) {
      for (const account_type of ['worker', 'admin']) {
        expect((await register(body({ account_type }), caller.headers)).statusCode, `${kind} asking for ${account_type}`).toBe(403);
      }
    }
    await createdNothing();
  });

  it.each(['personal', 'business', 'admin', 'worker', 'worker-v2', 'accounts', 'basic'] as const)(
    'lets an admin create a %s account and logs it under the admin',
    async (type: AccountType) => {
      const response = await register(body({ account_type: type, mobile_phone: '+1 242 555 0101' }), ctx.admin.headers);
      expect(response.statusCode).toBe(201);
      const created = zCustomer.parse(response.json());
      expect(created.account_type).toBe(type);
      const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, created.id));
      expect(logs).toEqual([expect.objectContaining({ userId: ctx.admin.id, entity: 'user', action: 'Created user' })]);
    },
  );

  it('treats a retired admin as a guest: a staff account is refused and nothing is created', async () => {
    // POST /users is public, so a dead token is not a 401 here; it must simply grant nothing.
    const retired = await signedIn(ctx.app, { type: 'admin', retired: true });
    const createdNothing = await countStays(userCount);
    expect((await register(body({ account_type: 'worker' }), retired.headers)).statusCode).toBe(403);
    await createdNothing();
  });

  it('refuses an email already registered, whatever its case, with the spec message', async () => {
    const first = body();
    expect((await register(first)).statusCode).toBe(201);
    const before = await userCount();
    const response = await register(body({ email: first.email.toUpperCase(), first_name: 'Other' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'CONFLICT', message: userMessages.registrationFailed, fields: { email: expect.any(String) } },
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['no first name', { first_name: '' }, 'first_name'],
    ['a blank last name', { last_name: '   ' }, 'last_name'],
    ['no email', { email: undefined }, 'email'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['no password', { password: undefined }, 'password'],
    ['a 7-character password', { password: 'seven77' }, 'password'],
    ['an unknown account type', { account_type: 'superuser' }, 'account_type'],
    ['a non-numeric island', { island: 'abc' }, 'island'],
    ['island 0', { island: 0 }, 'island'],
    ['an unknown island', { island: 9999 }, 'island'],
    ['an unknown location', { location: 99 }, 'location'],
  ])('answers %s with 400 naming the field, and creates nothing', async (_label, overrides, field) => {
    const before = await userCount();
    const payload = body(overrides);
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: expect.any(String) } } });
    expect(await userCount()).toBe(before);
  });

  it('answers an empty object with every required field named', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'password']));
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: '{"first_name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });

  it('replays a retried registration from the stored answer and creates the user once', async () => {
    const headers = withIdempotencyKey({});
    const payload = body();
    const first = await register(payload, headers);
    const unchanged = await countStays(userCount);
    expectReplayed(first, await register(payload, headers), 201);
    await unchanged();
  });

  it('refuses the same Idempotency-Key with a different body with 409 and creates nothing', async () => {
    const headers = withIdempotencyKey({});
    expect((await register(body(), headers)).statusCode).toBe(201);
    const unchanged = await countStays(userCount);
    const other = body();
    expectKeyMismatch(await register(other, headers));
    await unchanged();
    expect(await rowByEmail(other.email)).toBeUndefined();
  });

  it(`refuses a guest address registering more than ${registrationsPerHour} times in an hour with 429, creating nothing; another address and an admin go on`, async () => {
    const address = nextAddress();
    for (let i = 0; i < registrationsPerHour; i++) expect((await register(body(), {}, address)).statusCode).toBe(201);
    const before = await userCount();
    const refused = await register(body(), {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
    expect((await register(body(), {}, nextAddress())).statusCode).toBe(201);
    expect((await register(body(), ctx.admin.headers, address)).statusCode).toBe(201);
  });
});
