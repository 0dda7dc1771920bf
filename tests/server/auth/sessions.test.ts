import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { userMessages } from '../../../src/domain/users';
import { buildApp } from '../../../src/server/app';
import { mailLog, users } from '../../../src/server/db/schema';
import { expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { createUser, idempotencyKey, testPassword } from '../../helpers/server/factories';
import { profileForm } from '../../helpers/server/profile-form';
import type { TestApp } from '../../helpers/server/test-app';

const ctx = useAppWithAdmin();

type Headers = Record<string, string>;

// Own addresses per sign-in, so these tests never meet the per-address limit.
let addressSequence = 0;
const signIn = async (email: string, password = testPassword, on: TestApp = ctx.app) => {
  const response = await on.inject({ method: 'POST', url: '/api/authenticate', payload: { email, password }, remoteAddress: `10.7.0.${++addressSequence}` });
  return response.statusCode === 200 ? { authorization: `Bearer ${response.json<{ token: string }>().token}` } : null;
};
const session = async (email: string) => (await signIn(email))!;

const me = (user: { id: number }, headers: Headers, on: TestApp = ctx.app) => on.inject({ method: 'GET', url: `/api/users/${user.id}`, headers });
const statusOf = async (user: { id: number }, headers: Headers, on: TestApp = ctx.app) => (await me(user, headers, on)).statusCode;

const put = (id: number, data: object, headers: Headers) =>
  ctx.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload: { data }, headers: withIdempotencyKey(headers) });

const rowOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

/** The mail goes out in the background after the commit; draining it makes it visible. */
const mailsTo = async (to: string, subject: string) => {
  await ctx.app.deps.background.drain();
  return ctx.db.select().from(mailLog).where(and(eq(mailLog.to, to), eq(mailLog.subject, subject)));
};

const resetLinkToken = async (email: string) => {
  await ctx.app.inject({ method: 'GET', url: `/api/forgot/password?email=${encodeURIComponent(email)}` });
  await ctx.app.deps.background.drain();
  const [mail] = await ctx.db.select().from(mailLog).where(and(eq(mailLog.to, email), eq(mailLog.subject, 'Reset your password')));
  return mail!.body.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1]!;
};

describe('a password reset ends every session of the account', () => {
  it('refuses every token issued before the reset at once, and signs in with the new password', async () => {
    const user = await createUser(ctx.app, { type: 'personal' });
    const phone = await session(user.email);
    const laptop = await session(user.email);
    expect(await statusOf(user, phone)).toBe(200);
    expect(await statusOf(user, laptop)).toBe(200);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/reset/password',
      payload: { token: await resetLinkToken(user.email), password: 'a-brand-new-password' },
      headers: { 'idempotency-key': idempotencyKey() },
    });
    expect(reset.statusCode).toBe(200);

    expect(await statusOf(user, phone)).toBe(401);
    expect(await statusOf(user, laptop)).toBe(401);
    expect(await signIn(user.email)).toBeNull();
    const fresh = await signIn(user.email, 'a-brand-new-password');
    expect(await statusOf(user, fresh!)).toBe(200);
  });

  it('is refused by another API process too, which hears of the change from the database', async () => {
    const other = await buildApp({ ...ctx.app.deps.config });
    try {
      const user = await createUser(ctx.app, { type: 'personal' });
      const phone = await session(user.email);
      // The other process now keeps this user in its memory.
      expect(await statusOf(user, phone, other)).toBe(200);
      const reset = await ctx.app.inject({
        method: 'POST',
        url: '/api/reset/password',
        payload: { token: await resetLinkToken(user.email), password: 'a-brand-new-password' },
      });
      expect(reset.statusCode).toBe(200);
      await vi.waitFor(async () => expect(await statusOf(user, phone, other)).toBe(401), { timeout: 2_000 });
    } finally {
      await other.close();
    }
  });
});

describe('a password change ends the other sessions', () => {
  it("keeps the session that changed its own password and ends the user's others", async () => {
    const user = await createUser(ctx.app, { type: 'worker' });
    const desk = await session(user.email);
    const phone = await session(user.email);
    const changed = await put(user.id, profileForm(user, { password: 'changed-at-the-desk', current_password: testPassword }), desk);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await statusOf(user, desk)).toBe(200);
    expect(await statusOf(user, phone)).toBe(401);
    // A second change from the same session keeps it still; a session signed in since is ended by it.
    const later = (await signIn(user.email, 'changed-at-the-desk'))!;
    const again = await put(user.id, profileForm(user, { password: 'changed-again-at-desk', current_password: 'changed-at-the-desk' }), desk);
    expect(again.statusCode, again.body).toBe(200);
    expect(await statusOf(user, desk)).toBe(200);
    expect(await statusOf(user, later)).toBe(401);
  });

  it("ends every session of the user when an admin changes their password, and keeps the admin's", async () => {
    const user = await createUser(ctx.app, { type: 'personal' });
    const phone = await session(user.email);
    const response = await put(user.id, profileForm(user, { password: 'set-by-the-office' }), ctx.admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(user, phone)).toBe(401);
    expect(await statusOf(user, ctx.admin.headers)).toBe(200);
  });

  it('ends nothing when the edit leaves the password as it is', async () => {
    const user = await createUser(ctx.app, { type: 'personal' });
    const phone = await session(user.email);
    const laptop = await session(user.email);
    expect((await put(user.id, profileForm(user, { first_name: 'Renamed', password: '' }), laptop)).statusCode).toBe(200);
    expect(await statusOf(user, phone)).toBe(200);
    expect((await rowOf(user.id)).sessionEpoch).toBe(0);
  });

  it('replays a retried change without moving the sessions on twice', async () => {
    const user = await createUser(ctx.app, { type: 'personal' });
    const desk = await session(user.email);
    const headers = withIdempotencyKey(desk);
    const data = { data: profileForm(user, { password: 'replayed-password', current_password: testPassword }) };
    const first = await ctx.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, payload: data, headers });
    const replay = await ctx.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, payload: data, headers });
    expectReplayed(first, replay, 200);
    expect((await rowOf(user.id)).sessionEpoch).toBe(1);
    expect(await statusOf(user, desk)).toBe(200);
    expect(await mailsTo(user.email, 'Your password was changed')).toHaveLength(1);
  });
});

describe('changing your own email or password asks for the current password', () => {
  it.each([
    ['a password', { password: 'a-new-password-1' }],
    ['an email', { email: 'moved@example.test' }],
  ])('refuses %s change without the current password, or with a wrong one, and changes nothing', async (_, change) => {
    const user = await createUser(ctx.app, { type: 'personal' });
    const headers = await session(user.email);
    for (const [current, message] of [
      [undefined, userMessages.currentPasswordRequired],
      ['', userMessages.currentPasswordRequired],
      ['not-my-password', userMessages.currentPasswordWrong],
    ] as const) {
      const response = await put(user.id, profileForm(user, { ...change, current_password: current }), headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { 'data.current_password': message } } });
    }
    expect(await rowOf(user.id)).toEqual(user);
    expect(await statusOf(user, headers)).toBe(200);
  });

  it('changes the email with the current password, and signs in with the new address', async () => {
    const user = await createUser(ctx.app, { type: 'personal' });
    const headers = await session(user.email);
    const email = `moved.${user.id}@example.test`;
    const response = await put(user.id, profileForm(user, { email, current_password: testPassword }), headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(await signIn(email)).not.toBeNull();
  });

  it('asks nothing for a change of name or phone, nor of a case-only change of email', async () => {
    const user = await createUser(ctx.app, { type: 'personal' });
    const headers = await session(user.email);
    const response = await put(user.id, profileForm(user, { first_name: 'Other', mobile_phone: '242-555-0101', email: user.email.toUpperCase() }), headers);
    expect(response.statusCode, response.body).toBe(200);
  });

  it("asks an admin for their own password on their own account, but not on someone else's", async () => {
    const self = await createUser(ctx.app, { type: 'admin' });
    const headers = await session(self.email);
    const own = await put(self.id, profileForm(self, { password: 'admin-new-password' }), headers);
    expect(own.json()).toMatchObject({ error: { fields: { 'data.current_password': userMessages.currentPasswordRequired } } });
    const target = await createUser(ctx.app, { type: 'personal' });
    expect((await put(target.id, profileForm(target, { email: `office.${target.id}@example.test` }), headers)).statusCode).toBe(200);
  });
});

describe('the owner hears of a changed password or email', () => {
  it('mails the owner when the password changes, and the old address when the email changes', async () => {
    const user = await createUser(ctx.app, { type: 'personal', firstName: 'Olive' });
    const headers = await session(user.email);
    expect((await put(user.id, profileForm(user, { password: 'olives-new-password', current_password: testPassword }), headers)).statusCode).toBe(200);
    const [passwordMail] = await mailsTo(user.email, 'Your password was changed');
    expect(passwordMail!.body).toContain('Hello Olive,');
    expect(passwordMail!.body).toContain('Every other device signed in to it has been signed out.');

    const email = `olive.${user.id}@example.test`;
    expect((await put(user.id, profileForm(user, { email, current_password: 'olives-new-password' }), headers)).statusCode).toBe(200);
    const [emailMail] = await mailsTo(user.email, 'Your email address was changed');
    expect(emailMail!.body).toContain(`changed from ${user.email} to ${email}`);
    expect(await mailsTo(email, 'Your email address was changed')).toHaveLength(0);
  });

  it('mails the owner when an admin changes their password, and mails nothing for a refused change', async () => {
    const user = await createUser(ctx.app, { type: 'personal' });
    expect((await put(user.id, profileForm(user, { password: 'set-by-the-office' }), ctx.admin.headers)).statusCode).toBe(200);
    expect(await mailsTo(user.email, 'Your password was changed')).toHaveLength(1);

    const other = await createUser(ctx.app, { type: 'personal' });
    const headers = await session(other.email);
    expect((await put(other.id, profileForm(other, { password: 'never-applied-1' }), headers)).statusCode).toBe(400);
    expect(await mailsTo(other.email, 'Your password was changed')).toHaveLength(0);
  });
});

describe('a token that names no possible account', () => {
  it('answers a validly signed token for a user id beyond the id column with 401', async () => {
    for (const sub of ['2147483648', '99999999999999999999']) {
      const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt().setExpirationTime('1h').sign(ctx.app.deps.config.jwtSecret);
      const response = await ctx.app.inject({ method: 'GET', url: '/api/orders/paginated', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, sub).toBe(401);
    }
  });
});
