import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { tokenLifetimeSeconds } from '../../domain/constants';
import { parseId } from '../../domain/fields';

/**
 * A session: the token's user, the user's session epoch when it was signed (a password change
 * moves the epoch on, ending older sessions), and its own id (jti), so the session that changed
 * the password can be the one that stays.
 */
export type Session = { userId: number; epoch: number; id: string | null };

export const signToken = (userId: number, secret: Uint8Array, epoch = 0) =>
  new SignJWT({ ep: epoch })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(`${tokenLifetimeSeconds}s`)
    .sign(secret);

type Verified = { session: Session; expiresAtMs: number };

/** The session a valid token holds and when it expires; null for a bad, forged or expired token. */
const verifyToken = async (token: string, secret: Uint8Array): Promise<Verified | null> => {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp'] });
    // The strict id reading of every path: a subject beyond the id column names nobody.
    const userId = parseId(payload.sub);
    if (userId === undefined) return null;
    // Tokens signed before epochs existed carry none: they belong to epoch 0, the first.
    const epoch = payload.ep ?? 0;
    if (!Number.isInteger(epoch)) return null;
    return { session: { userId, epoch: epoch as number, id: payload.jti ?? null }, expiresAtMs: payload.exp! * 1000 };
  } catch {
    return null;
  }
};

const verifiedCapacity = 10_000;

/**
 * Reads the session out of a request's token. jose verifies through WebCrypto, about 0.2 ms a
 * token, more than the rest of a cheap request; a token that verified once stays valid until its
 * expiry (neither its bytes nor the secret can change), so it is remembered until then. Forged
 * and expired tokens are never remembered. Whether the session and its user may still act is
 * asked separately, on every request.
 */
export const createTokenReader = (secret: Uint8Array, now: () => number = Date.now) => {
  const verified = new Map<string, Verified>();
  return async (token: string): Promise<Session | null> => {
    const known = verified.get(token);
    if (known && now() < known.expiresAtMs) return known.session;
    if (known) verified.delete(token);
    const fresh = await verifyToken(token, secret);
    if (!fresh) return null;
    if (verified.size >= verifiedCapacity) verified.delete(verified.keys().next().value!);
    verified.set(token, fresh);
    return fresh.session;
  };
};
