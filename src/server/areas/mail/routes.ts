import { zMailPage, zMailQuery } from '../../../domain/mail';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { pageMailLog } from './service';

export const mailRoutes: AreaPlugin = async (app) => {
  app.get('/mail', {
    schema: { tags: ['mail'], querystring: zMailQuery, response: { 200: zMailPage, ...errorResponses(400, 401, 403) } },
    handler: async (request) => pageMailLog(request.db, request.query.page),
  });
};
