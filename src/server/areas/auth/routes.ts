import { messages, zForgotQuery, zLoginBody, zLoginResponse, zMessage, zResetBody } from '../../../domain/auth';
import { errorResponses } from '../../http/error-responses';
import { forgetOnCommit } from '../../http/active-users';
import type { AreaPlugin } from '../plugin';
import { authenticate, requestPasswordReset, resetPassword } from './service';

export const authRoutes: AreaPlugin = async (app, { deps }) => {
  const pool = deps.database.db;

  app.post('/authenticate', {
    schema: { tags: ['auth'], security: [], body: zLoginBody, response: { 200: zLoginResponse, ...errorResponses(400, 401, 429) } },
    config: { activity: null, transaction: false },
    handler: async (request) => authenticate(request.db, request.body, request.ip, deps.config.jwtSecret),
  });

  app.get('/forgot/password', {
    schema: { tags: ['auth'], security: [], querystring: zForgotQuery, response: { 200: zMessage, ...errorResponses(400) } },
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
    schema: { tags: ['auth'], security: [], body: zResetBody, response: { 200: zMessage, ...errorResponses(400) } },
    config: { activity: null },
    handler: async (request) => {
      forgetOnCommit(request, deps.activeUsers, await resetPassword(request.db, request.body));
      return { message: messages.resetDone };
    },
  });
};
