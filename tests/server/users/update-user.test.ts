import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userMessages, zCustomer } from '../../../src/domain/users';
import { activityLogs, users } from '../../../src/server/db/schema';
import { expectKeyMismatch, expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { createUser, signedIn, testPassword, type UserOptions } from '../../helpers/server/factories';
import { profileForm } from '../../helpers/server/profile-form';

const ctx = useAppWithAdmin();

const rowOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const put = (id: number | string, data: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload: { data } as object, headers });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/authenticate', payload: { email, password } });
/** A signed-in user together with their row, for building edits of their own profile. */
const actorWithRow = async (options: UserOptions) => {
  const actor = await signedIn(ctx.app, options);
  return { ...actor, row: await rowOf(actor.id) };
};

describe('PUT /api/users/:id', () => {
  it('lets a customer edit their own profile', async () => {
    const me = await actorWithRow({ type: 'personal' });
    const response = await put(me.id, profileForm(me.row, { first_name: 'Renamed', location: 1, notes: 'Gate code 12' }), me.headers);
    expect(response.statusCode).toBe(200);
    const updated = zCustomer.parse(response.json());
    expect(updated).toMatchObject({ first_name: 'Renamed', full_name: `Renamed ${me.row.lastName}`, location: { data: { id: 1 } }, notes: 'Gate code 12' });
    expect(await rowOf(me.id)).toMatchObject({ firstName: 'Renamed', locationId: 1, notes: 'Gate code 12' });
  });

  it('lets an admin edit anyone, including type, flag, special and TIN, and logs it', async () => {
    const target = await createUser(ctx.app, { type: 'personal' });
    const data = profileForm(target, { account_type: 'business', tin: 'TIN-9', flagged: 1, special: true, island: 5 });
    const response = await put(target.id, data, ctx.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(zCustomer.parse(response.json())).toMatchObject({ account_type: 'business', tin: 'TIN-9', flagged: 1, special: true, island: 5 });
    const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, target.id));
    expect(logs).toEqual([expect.objectContaining({ userId: ctx.admin.id, action: 'Updated user' })]);
  });

  it('lets a worker edit their own profile', async () => {
    const me = await actorWithRow({ type: 'worker' });
    const response = await put(me.id, profileForm(me.row, { last_name: 'Newname' }), me.headers);
    expect(response.statusCode).toBe(200);
    expect(zCustomer.parse(response.json()).last_name).toBe('Newname');
  });

  it.each(['personal', 'business'] as const)('answers a %s customer editing another user with 404 and changes nothing', async (type) => {
    const me = await signedIn(ctx.app, { type });
    const other = await createUser(ctx.app);
    const response = await put(other.id, profileForm(other, { first_name: 'Hijacked' }), me.headers);
    expect(response.statusCode).toBe(404);
    expect(await rowOf(other.id)).toEqual(other);
  });

  // Only admins may edit others: being special grants a worker nothing here.
  it.each(['worker', 'worker-v2', 'accounts', 'basic'] as const)('refuses a %s, special or not, editing another user with 403', async (type) => {
    const other = await createUser(ctx.app);
    for (const special of [false, true]) {
      const me = await signedIn(ctx.app, { type, special });
      expect((await put(other.id, profileForm(other, { first_name: 'Hijacked' }), me.headers)).statusCode, `special: ${special}`).toBe(403);
    }
    expect(await rowOf(other.id)).toEqual(other);
  });

  it("refuses an anonymous caller and a retired admin's token with 401 and changes nothing", async () => {
    const retired = await signedIn(ctx.app, { type: 'admin', retired: true });
    const other = await createUser(ctx.app);
    const edit = profileForm(other, { first_name: 'Hijacked' });
    expect((await put(other.id, edit)).statusCode).toBe(401);
    expect((await put(other.id, edit, retired.headers)).statusCode).toBe(401);
    expect(await rowOf(other.id)).toEqual(other);
  });

  it("refuses a retired worker's token with 401, even on their own profile", async () => {
    const me = await actorWithRow({ type: 'worker', retired: true });
    const response = await put(me.id, profileForm(me.row, { first_name: 'Ghost' }), me.headers);
    expect(response.statusCode).toBe(401);
    expect(await rowOf(me.id)).toEqual(me.row);
  });

  it.each([
    ['account_type', { account_type: 'admin' }],
    ['account_type', { account_type: 'business' }],
    ['flagged', { flagged: 1 }],
    ['special', { special: true }],
  ])('refuses a customer changing their own %s with 403 and changes nothing', async (_field, overrides) => {
    const me = await actorWithRow({ type: 'personal' });
    const response = await put(me.id, profileForm(me.row, { first_name: 'Sneaky', ...overrides }), me.headers);
    expect(response.statusCode).toBe(403);
    expect(await rowOf(me.id)).toEqual(me.row);
  });

  it('refuses a worker promoting themself to admin', async () => {
    const me = await actorWithRow({ type: 'worker' });
    expect((await put(me.id, profileForm(me.row, { account_type: 'admin' }), me.headers)).statusCode).toBe(403);
    expect((await rowOf(me.id)).accountType).toBe('worker');
  });

  it('lets a customer resend their current type, flag and special unchanged', async () => {
    const me = await actorWithRow({ type: 'business', flagged: true });
    const data = profileForm(me.row, { account_type: 'business', flagged: 1, special: false, notes: 'same values' });
    const response = await put(me.id, data, me.headers);
    expect(response.statusCode).toBe(200);
    expect(zCustomer.parse(response.json())).toMatchObject({ account_type: 'business', flagged: 1, special: false, notes: 'same values' });
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['null', null],
  ])('keeps the password when it is %s', async (_label, password) => {
    const me = await actorWithRow({ type: 'personal' });
    expect((await put(me.id, profileForm(me.row, { password }), me.headers)).statusCode).toBe(200);
    expect((await rowOf(me.id)).passwordHash).toBe(me.row.passwordHash);
    expect((await login(me.row.email, testPassword)).statusCode).toBe(200);
  });

  it('changes the password so that only the new one signs in', async () => {
    const me = await actorWithRow({ type: 'personal' });
    expect((await put(me.id, profileForm(me.row, { password: 'brand-new-pass', current_password: testPassword }), me.headers)).statusCode).toBe(200);
    expect((await login(me.row.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(me.row.email, testPassword)).statusCode).toBe(401);
  });

  it('requires a mobile phone when the edited user is staff', async () => {
    const worker = await createUser(ctx.app, { type: 'worker' });
    const response = await put(worker.id, profileForm(worker, { mobile_phone: undefined, first_name: 'Changed' }), ctx.admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { 'data.mobile_phone': expect.any(String) } } });
    expect(await rowOf(worker.id)).toEqual(worker);
  });

  it('requires a mobile phone when an admin turns a customer into staff', async () => {
    const customer = await createUser(ctx.app, { type: 'personal', mobilePhone: null });
    const response = await put(customer.id, profileForm(customer, { account_type: 'worker-v2' }), ctx.admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(['data.mobile_phone']);
    expect((await rowOf(customer.id)).accountType).toBe('personal');
  });

  it('refuses an email that belongs to another user, whatever its case, with 409', async () => {
    const me = await actorWithRow({ type: 'personal' });
    const other = await createUser(ctx.app);
    const response = await put(me.id, profileForm(me.row, { email: other.email.toUpperCase(), current_password: testPassword }), me.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: userMessages.emailTaken } });
    expect(await rowOf(me.id)).toEqual(me.row);
  });

  it('accepts the user keeping their own email in another case', async () => {
    const me = await actorWithRow({ type: 'personal' });
    const response = await put(me.id, profileForm(me.row, { email: me.row.email.toUpperCase() }), me.headers);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no first name', { first_name: '' }, 'data.first_name'],
    ['no last name', { last_name: undefined }, 'data.last_name'],
    ['no email', { email: '' }, 'data.email'],
    ['an invalid email', { email: 'nope' }, 'data.email'],
    ['no location', { location: undefined }, 'data.location'],
    ['a 5-character password', { password: 'short' }, 'data.password'],
    ['an unknown account type', { account_type: 'owner' }, 'data.account_type'],
    ['an unknown location', { location: 99 }, 'data.location'],
    ['an unknown island', { island: 9999 }, 'data.island'],
  ])('answers %s with 400 naming the field, and changes nothing', async (_label, overrides, field) => {
    const target = await createUser(ctx.app);
    const response = await put(target.id, profileForm(target, overrides), ctx.admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: expect.any(String) } } });
    expect(await rowOf(target.id)).toEqual(target);
  });

  it('answers a body without data with 400', async () => {
    const target = await createUser(ctx.app);
    const response = await ctx.app.inject({ method: 'PUT', url: `/api/users/${target.id}`, payload: { first_name: 'x' }, headers: ctx.admin.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('data');
  });

  it('answers an admin editing an unknown user with 404', async () => {
    expect((await put(999_999, { first_name: 'A', last_name: 'B', email: 'nobody@x.test', location: 1 }, ctx.admin.headers)).statusCode).toBe(404);
  });

  it('replays a retried edit from the stored answer and applies it once', async () => {
    const target = await createUser(ctx.app);
    const headers = withIdempotencyKey(ctx.admin.headers);
    const data = profileForm(target, { notes: 'first edit' });
    const first = await put(target.id, data, headers);
    const afterFirst = await rowOf(target.id);
    expectReplayed(first, await put(target.id, data, headers), 200);
    expect((await rowOf(target.id)).updatedAt).toEqual(afterFirst.updatedAt);
    const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, target.id));
    expect(logs).toHaveLength(1);
  });

  it('refuses the same Idempotency-Key with a different body with 409 and changes nothing', async () => {
    const target = await createUser(ctx.app);
    const headers = withIdempotencyKey(ctx.admin.headers);
    expect((await put(target.id, profileForm(target, { notes: 'one' }), headers)).statusCode).toBe(200);
    const before = await rowOf(target.id);
    expectKeyMismatch(await put(target.id, profileForm(target, { notes: 'two' }), headers));
    expect(await rowOf(target.id)).toEqual(before);
  });
});
