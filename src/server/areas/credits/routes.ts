import { z } from 'zod';
import { zIdParams } from '../../../domain/common';
import { zCredit, zCreditBody, zCreditsCsvQuery, zCreditsPage, zCreditsQuery } from '../../../domain/credits';
import { errorResponses } from '../../http/error-responses';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { creditsCsvOf, getCredit, listCredits, recordCredit } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const activity = activityOn('credit');
const tags = ['credits'];
const searchNote = '`search` matches a payment id, or part of the name, vendor or description, ignoring case.';

export const creditsRoutes: AreaPlugin = async (app) => {
  app.get('/credits', {
    schema: {
      tags,
      operationId: 'listCredits',
      summary: 'List CC payments',
      description: `Newest first, 20 a page. ${searchNote}`,
      querystring: zCreditsQuery,
      response: { 200: zCreditsPage, ...errors },
    },
    handler: async (request) => listCredits(request.db, request.query),
  });

  app.get('/credits.csv', {
    schema: {
      tags,
      operationId: 'getCreditsCsv',
      summary: 'Download CC payments as CSV',
      description: `Every payment the search matches, newest first, for a spreadsheet. ${searchNote}`,
      querystring: zCreditsCsvQuery,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errors },
    },
    handler: async (request, reply) => {
      const csv = await creditsCsvOf(request.db, request.query.search);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="cc-payments.csv"').send(csv);
    },
  });

  app.get('/credits/:id', {
    schema: { tags, operationId: 'getCredit', summary: 'Read a CC payment', description: 'What its receipt shows.', params: zIdParams, response: { 200: zCredit, ...errors } },
    handler: async (request) => getCredit(request.db, request.params.id),
  });

  app.post('/credits', {
    schema: {
      tags,
      operationId: 'createCredit',
      summary: 'Record a CC payment',
      description:
        "A purchase paid by card for a customer. Its processing fee is the card-fee rate in force today (Nassau) on the cost, rounded half-up once; the rate is kept with the payment.",
      body: zCreditBody,
      response: { 201: zCredit, ...errors },
    },
    config: activity('Recorded CC payment'),
    handler: async (request, reply) => reply.code(201).send(await recordCredit(request.db, request.user!, request.body)),
  });
};
