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

/**
 * Wrong password, unknown email and retired worker all get the same answer. Runs on the pool, a
 * statement at a time (the route has no transaction), so a recorded failure stays recorded.
 */
export const authenticate = async (db: Db, body: LoginBody, ip: string, secret: Uint8Array): Promise<LoginResponse> => {
  if (await tooManyFailures(db, body.email, ip)) throw new AppError(ErrorCode.RATE_LIMITED, messages.tooManyAttempts);
  const user = await findAccountByEmail(db, body.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !passwordOk || user.retiredAt) {
    await recordFailure(db, body.email, ip);
    throw new AppError(ErrorCode.UNAUTHENTICATED, messages.loginFailed);
  }
  await clearFailures(db, body.email, ip);
  return {
    token: await signToken(user.id, secret, user.sessionEpoch),
    user: { id: user.id, first_name: user.firstName, last_name: user.lastName, account_type: user.accountType, special: user.special },
  };
};

/**
 * Caps the mail anyone can make us send to one inbox. The count and the insert are one step: the
 * user's row is locked first, so concurrent requests for one address take their turns and the
 * last ones see the cap reached.
 */
const issueResetToken = (db: Db, userId: number, tokenHash: string) =>
  db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, new Date(Date.now() - 3_600_000))));
    if ((recent?.n ?? 0) >= resetMailsPerHour) return false;
    await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt: new Date(Date.now() + resetTokenLifetimeMs) });
    return true;
  });

/** Mails a one-time link when the address belongs to an active account; says nothing either way. */
export const requestPasswordReset = async (db: Db, mailer: Mailer, email: string, publicUrl: string) => {
  const user = await findAccountByEmail(db, email);
  if (!user || user.retiredAt) return;
  const token = randomBytes(32).toString('base64url');
  if (!(await issueResetToken(db, user.id, sha256(token)))) return;
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
