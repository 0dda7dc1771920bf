import { listOf } from '../../../domain/common';
import { zActivityLog, zLogsBody } from '../../../domain/logs';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { listActivity } from './service';

export const logsRoutes: AreaPlugin = async (app) => {
  app.post('/logs', {
    schema: {
      tags: ['logs'],
      operationId: 'listActivity',
      summary: 'Read the staff activity log',
      description:
        'What staff did between two Nassau business days, both included, optionally of one worker: at most 1,000 rows, newest first. A POST because the spec sends the filter as a body; it changes nothing.',
      body: zLogsBody,
      response: { 200: listOf(zActivityLog), ...errorResponses(400, 401, 403) },
    },
    config: { activity: null },
    handler: async (request) => ({ data: await listActivity(request.db, request.body.data) }),
  });
};
