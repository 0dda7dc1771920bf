import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2 defaults to argon2id (19 MiB, 2 passes), the OWASP baseline. */
export const hashPassword = (password: string) => hash(password);

// A real hash to verify against when the email is unknown, so both paths cost the same.
const decoy = hash('decoy-password-for-timing');

export const verifyPassword = async (passwordHash: string | null, password: string) => {
  if (!passwordHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
};
