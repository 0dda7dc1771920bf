import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetMailsPerHour } from '../../../src/domain/constants';
import { mailLog, passwordResetTokens, users } from '../../../src/server/db/schema';
import { createUser, idempotencyKey, testPassword } from '../../helpers/server/factories';
import { createTestApp, type TestApp } from '../../helpers/server/test-app';
import { clientAddresses } from '../../helpers/server/client-addresses';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const sent = 'A password reset link has been sent to your email address.';
const newPassword = 'a-brand-new-password';

// Own addresses per request, so the failures and reset requests these tests make never reach a per-address limit (tests/server/limits).
const nextIp = clientAddresses(9);
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/authenticate', payload: { email, password }, remoteAddress: nextIp() });

const askForReset = (email: string) => app.inject({ method: 'GET', url: `/api/forgot/password?email=${encodeURIComponent(email)}`, remoteAddress: nextIp() });

// The mail goes out after the answer; draining the background work makes its effects visible.
const forgot = async (email: string) => {
  const response = await askForReset(email);
  await app.deps.background.drain();
  return response;
};

const reset = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/reset/password', payload, headers: { 'idempotency-key': idempotencyKey() } });

const mailsTo = (to: string) => app.deps.database.db.select().from(mailLog).where(eq(mailLog.to, to));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const linkPattern = () => new RegExp(`${escapeRegExp(app.deps.config.publicUrl)}/reset-password\\?token=([A-Za-z0-9_-]+)`);

/** Asks for a reset and returns the raw token from the mailed link. */
const mailedToken = async (email: string) => {
  expect((await forgot(email)).statusCode).toBe(200);
  const mails = await mailsTo(email);
  const match = mails.at(-1)?.body.match(linkPattern());
  expect(match).toBeTruthy();
  return match![1]!;
};

const passwordHashOf = async (id: number) =>
  (await app.deps.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;

describe('GET /api/forgot/password', () => {
  it('mails a reset link to a known active user, through the log when no SMTP is set', async () => {
    const user = await createUser(app);
    const response = await forgot(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: sent });
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ transport: 'log', error: null });
    expect(mails[0]!.body).toMatch(linkPattern());
  });

  it('answers an unknown email and a retired worker the same, and mails neither', async () => {
    const unknown = `nobody.${Date.now()}@example.test`;
    const retired = await createUser(app, { type: 'worker', retired: true });
    for (const email of [unknown, retired.email]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: sent });
      expect(await mailsTo(email)).toEqual([]);
    }
    const tokens = await app.deps.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, retired.id));
    expect(tokens).toEqual([]);
  });

  it('sends at most five reset mails to one inbox per hour, answering every request the same', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 7; i++) expect((await forgot(user.email)).json()).toEqual({ message: sent });
    expect(await mailsTo(user.email)).toHaveLength(5);
  });

  it('holds the cap under a burst: twenty requests at once for one address send five mails', async () => {
    const user = await createUser(app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => askForReset(user.email)),
    );
    await app.deps.background.drain();
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await mailsTo(user.email)).toHaveLength(resetMailsPerHour);
    const tokens = await app.deps.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(tokens).toHaveLength(resetMailsPerHour);
  });

  it('stores only a hash of the mailed token', async () => {
    const user = await createUser(app);
    const token = await mailedToken(user.email);
    const rows = await app.deps.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it.each([
    ['an invalid email', '/api/forgot/password?email=not-an-email', 'Must be valid e-mail'],
    ['no email', '/api/forgot/password', 'E-mail is required'],
  ])('rejects %s with 400', async (_name, url, message) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { email: message } });
  });
});

describe('POST /api/reset/password', () => {
  it('sets the new password with the mailed token, stored as argon2id', async () => {
    const user = await createUser(app);
    const token = await mailedToken(user.email);
    const response = await reset({ password: newPassword, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been successfully reset.' });
    expect((await login(user.email, testPassword)).statusCode).toBe(401);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
    expect(await passwordHashOf(user.id)).toMatch(/^\$argon2id\$/);
  });

  it('refuses the same token a second time', async () => {
    const user = await createUser(app);
    const token = await mailedToken(user.email);
    expect((await reset({ password: newPassword, token })).statusCode).toBe(200);
    const again = await reset({ password: 'yet-another-password', token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toHaveProperty('token');
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
  });

  it('spends every outstanding link of the user when one is used', async () => {
    const user = await createUser(app);
    const older = await mailedToken(user.email);
    const newer = await mailedToken(user.email);
    expect((await reset({ password: newPassword, token: newer })).statusCode).toBe(200);
    expect((await reset({ password: 'yet-another-password', token: older })).statusCode).toBe(400);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(app);
    const token = await mailedToken(user.email);
    await app.deps.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await reset({ password: newPassword, token })).statusCode).toBe(400);
    expect((await login(user.email, testPassword)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await reset({ password: newPassword, token: 'this-token-was-never-issued' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { token: expect.any(String) } });
  });

  it('refuses a password shorter than 8 and changes nothing', async () => {
    const user = await createUser(app);
    const token = await mailedToken(user.email);
    const before = await passwordHashOf(user.id);
    const response = await reset({ password: 'short7!', token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: 'Password must be at least 8 characters' });
    expect(await passwordHashOf(user.id)).toBe(before);
    const [row] = await app.deps.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row!.usedAt).toBeNull();
    // The link is still good after the refused attempt.
    expect((await reset({ password: newPassword, token })).statusCode).toBe(200);
  });
});
