import { zErrorBody } from '../../../domain/common';
import { zMailPage, zMailQuery } from '../../../domain/mail';
import type { AreaPlugin } from '../plugin';
import { pageMailLog } from './service';

export const mailRoutes: AreaPlugin = async (app) => {
  app.get('/mail', {
    schema: { tags: ['mail'], querystring: zMailQuery, response: { 200: zMailPage, 400: zErrorBody, 401: zErrorBody, 403: zErrorBody } },
    handler: async (request) => pageMailLog(request.db, request.query.page),
  });
};
