import { listOf, zErrorBody } from '../../../domain/common';
import { zActivityLog, zLogsBody } from '../../../domain/logs';
import type { AreaPlugin } from '../plugin';
import { listActivity } from './service';

export const logsRoutes: AreaPlugin = async (app) => {
  app.post('/logs', {
    schema: { tags: ['logs'], body: zLogsBody, response: { 200: listOf(zActivityLog), 400: zErrorBody, 401: zErrorBody, 403: zErrorBody } },
    config: { activity: null },
    handler: async (request) => ({ data: await listActivity(request.db, request.body.data) }),
  });
};
