import { zMailPage, zMailQuery } from '../../../domain/mail';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { pageMailLog } from './service';

export const mailRoutes: AreaPlugin = async (app) => {
  app.get('/mail', {
    schema: {
      tags: ['mail'],
      operationId: 'listMail',
      summary: 'Read the mail log',
      description: 'Every message the server sent or, without `SMTP_URL`, only recorded: the outbox to read when no mail server is configured. 25 a page, newest first; `to` keeps the messages to one address, ignoring case.',
      querystring: zMailQuery,
      response: { 200: zMailPage, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => pageMailLog(request.db, request.query),
  });
};
