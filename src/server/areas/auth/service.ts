import { createHash, randomBytes } from 'node:crypto';
import { messages, type LoginBody, type LoginResponse, type ResetBody } from '../../../domain/auth';
import { loginFailureWindowMs, loginLockAddresses, resetMailsPerHour, resetTokenLifetimeMs } from '../../../domain/constants';
import { ErrorCode } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transactions';
import { AppError, invalid } from '../../http/app-error';
import { signToken } from '../../http/tokens';
import type { Mailer } from '../../mail/mailer';
import { verifyPassword } from '../../passwords';
import { findAccountByEmail, resetAccountPassword } from '../users/service';
import { addressesFailingAccount, clearFailures, recordFailure } from './login-failure-queries';
import { countResetTokensSince, findOpenResetToken, insertResetToken, lockUserRow, spendResetTokens } from './queries';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Wrong password, unknown email and retired worker all get the same answer. Runs on the pool, a
 * statement at a time (the route has no transaction), so a recorded failure stays recorded. The
 * address has passed its own limit before this runs; `address` is the one that limit counts by.
 */
export const authenticate = async (db: Db, body: LoginBody, address: string, secret: Uint8Array): Promise<LoginResponse> => {
  // The lock lifts at the latest one window after the last failure it counts, which is what the client is told to wait.
  if ((await addressesFailingAccount(db, body.email)) >= loginLockAddresses) {
    throw new AppError(ErrorCode.RATE_LIMITED, messages.tooManyAttempts, undefined, loginFailureWindowMs / 1000);
  }
  const user = await findAccountByEmail(db, body.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !passwordOk || user.retiredAt) {
    await recordFailure(db, body.email, address);
    throw new AppError(ErrorCode.UNAUTHENTICATED, messages.loginFailed);
  }
  await clearFailures(db, body.email, address);
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
  inTransaction(db, async (tx) => {
    await lockUserRow(tx, userId);
    if ((await countResetTokensSince(tx, userId, new Date(Date.now() - 3_600_000))) >= resetMailsPerHour) return false;
    await insertResetToken(tx, userId, tokenHash, new Date(Date.now() + resetTokenLifetimeMs));
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
  const row = await findOpenResetToken(db, sha256(body.token));
  if (!row) throw invalid({ token: messages.resetInvalid }, messages.resetInvalid);
  await resetAccountPassword(db, row.userId, body.password);
  // Using one link spends every outstanding link of that user.
  await spendResetTokens(db, row.userId);
  return row.userId;
};
