import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenReader, signToken } from '../../src/server/http/tokens';

const secret = randomBytes(32);
const tokenFor = (sub: string, expiresInSeconds: number, key: Uint8Array = secret) =>
  new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt().setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds).sign(key);

describe('reading the token of a request', () => {
  it('reads the user of a signed token, again and again', async () => {
    const read = createTokenReader(secret);
    const token = await signToken(42, secret);
    expect((await read(token))?.userId).toBe(42);
    expect((await read(token))?.userId).toBe(42);
  });

  it('reads the epoch a token was signed at and a session id of its own, and takes a token without an epoch as the first', async () => {
    const read = createTokenReader(secret);
    const first = await read(await signToken(42, secret, 3));
    const second = await read(await signToken(42, secret, 3));
    expect(first).toMatchObject({ userId: 42, epoch: 3 });
    expect(first!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second!.id).not.toBe(first!.id);
    expect(await read(await tokenFor('42', 60))).toEqual({ userId: 42, epoch: 0, id: null });
  });

  it('refuses a validly signed token that names a user id no account can have', async () => {
    const read = createTokenReader(secret);
    expect(await read(await tokenFor('2147483647', 60))).toMatchObject({ userId: 2147483647 });
    for (const sub of ['2147483648', '99999999999999999999', '0', '-1', '1.5']) expect(await read(await tokenFor(sub, 60)), sub).toBeNull();
  });

  it('refuses a token signed with another secret, one without a user, and text that is no token', async () => {
    const read = createTokenReader(secret);
    expect(await read(await signToken(42, randomBytes(32)))).toBeNull();
    expect(await read(await tokenFor('not-a-user', 60))).toBeNull();
    expect(await read('not-a-token')).toBeNull();
  });

  it('refuses a token whose signature was changed, even after the real one was read', async () => {
    const read = createTokenReader(secret);
    const token = await signToken(42, secret);
    expect((await read(token))?.userId).toBe(42);
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await read(tampered)).toBeNull();
  });

  it('stops accepting a remembered token once it expires', async () => {
    let nowMs = Date.now();
    const read = createTokenReader(secret, () => nowMs);
    const token = await tokenFor('42', 1);
    expect((await read(token))?.userId).toBe(42);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    nowMs = Date.now();
    expect(await read(token)).toBeNull();
  });
});
