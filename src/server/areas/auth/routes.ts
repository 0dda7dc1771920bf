import { messages, zForgotQuery, zLoginBody, zLoginResponse, zMessage, zResetBody } from '../../../domain/auth';
import {
  loginFailureLimit,
  loginFailureWindowMs,
  loginLockAddresses,
  resetMailsPerHour,
  resetRequestsPerHour,
  resetTokenLifetimeMs,
  tokenLifetimeSeconds,
} from '../../../domain/constants';
import { errorResponses } from '../../http/error-responses';
import { forgetOnCommit } from '../../http/active-users';
import { clientAddress, resetRequestLimit, returnSignInSlot, signInLimit } from '../../http/rate-limits';
import type { AreaPlugin } from '../plugin';
import { authenticate, requestPasswordReset, resetPassword } from './service';

export const authRoutes: AreaPlugin = async (app, { deps }) => {
  const pool = deps.database.db;

  app.post('/authenticate', {
    schema: {
      tags: ['auth'],
      operationId: 'signIn',
      summary: 'Sign in',
      description:
        `Answers a token valid for ${tokenLifetimeSeconds / 3600} hours and the signed-in user. A wrong password, an unknown email and a retired account get the same 401. After ${loginFailureLimit} attempts that did not succeed from one address in a ${loginFailureWindowMs / 60_000}-minute window, or failures against one account from ${loginLockAddresses} addresses in the last ${loginFailureWindowMs / 60_000} minutes, the answer is 429 with Retry-After. Never replayed from an Idempotency-Key: the token is not stored.`,
      security: [],
      body: zLoginBody,
      response: { 200: zLoginResponse, ...errorResponses(400, 401, 429) },
    },
    config: { activity: null, transaction: false, rateLimit: signInLimit },
    onSend: returnSignInSlot(pool),
    handler: async (request) => authenticate(request.db, request.body, clientAddress(request), deps.config.jwtSecret),
  });

  app.get('/forgot/password', {
    schema: {
      tags: ['auth'],
      operationId: 'requestPasswordReset',
      summary: 'Mail a password reset link',
      description:
        `Mails a link valid for ${resetTokenLifetimeMs / 60_000} minutes to an active account with this address, at most ${resetMailsPerHour} an hour per account. The answer is the same whether or not the account exists, and it comes before any mail is sent. At most ${resetRequestsPerHour} requests an hour from one address (429 with Retry-After).`,
      security: [],
      querystring: zForgotQuery,
      response: { 200: zMessage, ...errorResponses(400, 429) },
    },
    config: { rateLimit: resetRequestLimit },
    handler: async (request) => {
      const { email } = request.query;
      // Answered before the lookup and the mail, so timing cannot tell whether the account exists.
      deps.background.run(
        () => requestPasswordReset(pool, deps.mailer, email, deps.config.publicUrl),
        (error) => request.log.error({ err: error }, 'password reset request failed'),
      );
      return { message: messages.resetSent };
    },
  });

  app.post('/reset/password', {
    schema: {
      tags: ['auth'],
      operationId: 'resetPassword',
      summary: 'Set a new password with a reset link',
      description: "Spends the link's token and every other open link of the user, and ends all of the user's sessions. An unknown, used or expired token is a 400 on `token`.",
      security: [],
      body: zResetBody,
      response: { 200: zMessage, ...errorResponses(400) },
    },
    config: { activity: null },
    handler: async (request) => {
      forgetOnCommit(request, deps.activeUsers, await resetPassword(request.db, request.body));
      return { message: messages.resetDone };
    },
  });
};
