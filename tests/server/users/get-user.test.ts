import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zCustomer } from '../../../src/domain/users';
import { users } from '../../../src/server/db/schema';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { createUser, signedIn } from '../../helpers/server/factories';

const ctx = useAppWithAdmin();

const rowOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const get = (id: number | string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api/users/${id}`, headers });

describe('GET /api/users/:id', () => {
  it('gives a customer their own profile, with every field the form needs and no password', async () => {
    const me = await signedIn(ctx.app, { type: 'business', firstName: 'Pia', lastName: 'Profile', locationId: 1, flagged: true });
    const row = await rowOf(me.id);
    const response = await get(me.id, me.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(zCustomer.parse(body)).toEqual({
      id: me.id,
      full_name: 'Pia Profile',
      email: row.email,
      first_name: 'Pia',
      last_name: 'Profile',
      home_phone: null,
      mobile_phone: row.mobilePhone,
      location: { data: { id: 1, name: 'Madeira' } },
      notes: null,
      account_type: 'business',
      tin: null,
      island: 10,
      flagged: 1,
      special: false,
      retired_at: null,
      created_at: row.createdAt.toISOString(),
      mail_updates: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('lets an admin read any user', async () => {
    const other = await createUser(ctx.app, { type: 'personal', firstName: 'Otto' });
    const response = await get(other.id, ctx.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(zCustomer.parse(response.json())).toMatchObject({ id: other.id, first_name: 'Otto', account_type: 'personal' });
  });

  it.each(['admin', 'worker', 'worker-v2', 'accounts', 'basic'] as const)('gives a %s their own profile', async (type) => {
    const me = await signedIn(ctx.app, { type, special: type === 'admin' });
    const response = await get(me.id, me.headers);
    expect(response.statusCode).toBe(200);
    // Staff get none of the mails a customer may turn off: no choice to show.
    expect(zCustomer.parse(response.json())).toMatchObject({ id: me.id, account_type: type, special: type === 'admin', mail_updates: null });
  });

  it('lets an admin read a retired worker', async () => {
    const retired = await createUser(ctx.app, { type: 'worker', retired: true });
    const response = await get(retired.id, ctx.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(zCustomer.parse(response.json()).retired_at).toBe(retired.retiredAt!.toISOString());
  });

  it.each(['personal', 'business'] as const)("answers a %s asking for another user's id with 404", async (type) => {
    const me = await signedIn(ctx.app, { type });
    const other = await createUser(ctx.app);
    const response = await get(other.id, me.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(JSON.stringify(response.json())).not.toContain(other.email);
  });

  it.each(['worker', 'worker-v2', 'accounts', 'basic'] as const)("refuses a %s asking for another user's id with 403", async (type) => {
    const me = await signedIn(ctx.app, { type });
    const other = await createUser(ctx.app);
    const response = await get(other.id, me.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('answers an admin asking for an unknown id with 404 and a non-numeric one with 400', async () => {
    expect((await get(999_999, ctx.admin.headers)).statusCode).toBe(404);
    const response = await get('abc', ctx.admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('id');
  });

  it('refuses an anonymous caller with 401', async () => {
    const other = await createUser(ctx.app);
    const response = await get(other.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it("refuses a retired worker's token with 401, even for their own profile", async () => {
    const retired = await signedIn(ctx.app, { type: 'worker', retired: true });
    expect((await get(retired.id, retired.headers)).statusCode).toBe(401);
  });

  it('refuses a bad token with 401', async () => {
    const other = await createUser(ctx.app);
    expect((await get(other.id, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });
});
