import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { messages, type LoginBody, type LoginResponse, type ResetBody } from '../../../domain/auth';
import { resetMailsPerHour, resetTokenLifetimeMs } from '../../../domain/constants';
import { ErrorCode } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError, invalid } from '../../http/app-error';
import { signToken } from '../../http/tokens';
import type { Mailer } from '../../mail/mailer';
import { hashPassword, verifyPassword } from '../../passwords';
import { findAccountByEmail } from '../users/service';
import { clearFailures, recordFailure, tooManyFailures } from './login-failures';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Wrong password, unknown email and retired worker all get the same answer. */
export const authenticate = async (pool: Db, body: LoginBody, ip: string, secret: Uint8Array): Promise<LoginResponse> => {
  if (await tooManyFailures(pool, body.email, ip)) throw new AppError(ErrorCode.RATE_LIMITED, messages.tooManyAttempts);
  const user = await findAccountByEmail(pool, body.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !passwordOk || user.retiredAt) {
    await recordFailure(pool, body.email, ip);
    throw new AppError(ErrorCode.UNAUTHENTICATED, messages.loginFailed);
  }
  await clearFailures(pool, body.email);
  return {
    token: await signToken(user.id, secret, user.sessionEpoch),
    user: { id: user.id, first_name: user.firstName, last_name: user.lastName, account_type: user.accountType, special: user.special },
  };
};

/** Mails a one-time link when the address belongs to an active account; says nothing either way. */
export const requestPasswordReset = async (db: Db, mailer: Mailer, email: string, publicUrl: string) => {
  const user = await findAccountByEmail(db, email);
  if (!user || user.retiredAt) return;
  // Caps the mail anyone can make us send to one inbox.
  const [recent] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, new Date(Date.now() - 3_600_000))));
  if ((recent?.n ?? 0) >= resetMailsPerHour) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + resetTokenLifetimeMs),
  });
  await mailer.send(db, {
    to: user.email,
    subject: 'Reset your password',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Someone asked to reset the password of your account. If it was you, open this link within one hour:',
      `${publicUrl}/reset-password?token=${token}`,
      '',
      'If it was not you, ignore this message; your password stays as it is.',
    ].join('\n'),
  });
};

/** Sets the new password of the link's user, and answers who that is. */
export const resetPassword = async (db: Db, body: ResetBody) => {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(body.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  if (!row) throw invalid({ token: messages.resetInvalid }, messages.resetInvalid);
  // A reset is for someone locked out, or someone else in: every session of the account ends.
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(body.password), sessionEpoch: sql`${users.sessionEpoch} + 1`, keptSession: null, updatedAt: new Date() })
    .where(eq(users.id, row.userId));
  // Using one link spends every outstanding link of that user.
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
  return row.userId;
};
