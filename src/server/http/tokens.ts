import { SignJWT, jwtVerify } from 'jose';
import { tokenLifetimeSeconds } from '../../domain/constants';

export const signToken = (userId: number, secret: Uint8Array) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${tokenLifetimeSeconds}s`)
    .sign(secret);

/** The user id a valid token names, or null for a bad, forged or expired token. */
export const readToken = async (token: string, secret: Uint8Array): Promise<number | null> => {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
};
