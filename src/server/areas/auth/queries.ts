import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';

/** Holds the user's row until the transaction ends, so requests about one user take their turns. */
export const lockUserRow = async (db: Db, userId: number) => {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
};

export const countResetTokensSince = async (db: Db, userId: number, since: Date) =>
  (
    await db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)))
  )[0]?.n ?? 0;

export const insertResetToken = async (db: Db, userId: number, tokenHash: string, expiresAt: Date) => {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
};

/** The unspent, unexpired token with this hash. */
export const findOpenResetToken = async (db: Db, tokenHash: string) =>
  (
    await db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
  )[0];

export const spendResetTokens = async (db: Db, userId: number) => {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
};
