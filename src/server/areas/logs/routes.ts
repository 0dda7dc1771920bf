import { z } from 'zod';
import { logsCsvLimit, logsPageSize, zActivityLogPage, zLogsBody, zLogsCsvQuery } from '../../../domain/logs';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { activitySpreadsheet, listActivity } from './service';

const tags = ['logs'];
// A POST that reads: no transaction to hold, and its count and page run side by side on the pool.
// The log is read for what staff did earlier, never straight after a write of the reader's: the replica serves it.
const readOnly = { activity: null, transaction: false, reads: 'replica' } as const;

export const logsRoutes: AreaPlugin = async (app) => {
  app.post('/logs', {
    schema: {
      tags,
      operationId: 'listActivity',
      summary: 'Read the staff activity log',
      description: [
        `What staff did between two Nassau business days, both included, optionally of one worker: newest first, ${logsPageSize} a page (\`data.page\`, from 1), with the period's count in \`meta\`.`,
        'Each row reads as a sentence (`activity`, "approved invoice #1042") with the app path of its entity (`link`) when that has a screen.',
        'A POST because the spec sends the filter as a body; it changes nothing.',
      ].join(' '),
      body: zLogsBody,
      response: { 200: zActivityLogPage, ...errorResponses(400, 401, 403) },
    },
    config: readOnly,
    handler: async (request) => listActivity(request.db, request.body.data),
  });

  app.get('/logs.csv', {
    schema: {
      tags,
      operationId: 'getActivityCsv',
      summary: 'Download the staff activity of a period as CSV',
      description: `Every row of the period (ID, Staff Member, Action, When in Nassau time), newest first; a period of more than ${logsCsvLimit.toLocaleString('en-US')} rows is a 400 on \`toDate\`.`,
      querystring: zLogsCsvQuery,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errorResponses(400, 401, 403) },
    },
    config: { reads: 'replica' },
    handler: async (request, reply) => {
      const { fromDate, toDate } = request.query;
      const csv = await activitySpreadsheet(request.db, request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="activity-${fromDate}-to-${toDate}.csv"`).send(csv);
    },
  });
};
