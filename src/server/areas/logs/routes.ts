import { listOf } from '../../../domain/common';
import { zActivityLog, zLogsBody } from '../../../domain/logs';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { listActivity } from './service';

export const logsRoutes: AreaPlugin = async (app) => {
  app.post('/logs', {
    schema: { tags: ['logs'], body: zLogsBody, response: { 200: listOf(zActivityLog), ...errorResponses(400, 401, 403) } },
    config: { activity: null },
    handler: async (request) => ({ data: await listActivity(request.db, request.body.data) }),
  });
};
