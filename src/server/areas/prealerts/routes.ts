import type { FastifyRequest } from 'fastify';
import { zIdParams } from '../../../domain/common';
import { prealertFileField, prealertMessages, prealertsPageSize, zCustomerPrealertsQuery, zOpenPrealertsQuery, zPrealert, zPrealertsPage } from '../../../domain/prealerts';
import { maxUploadSizeLabel } from '../../../domain/uploads';
import { invalid } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import { fileParts } from '../../http/multipart';
import { claimStreamedKey } from '../../http/mutations';
import { transactionEffectsOf } from '../../http/transaction-effects';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { filePrealert, getPrealert, listCustomerPrealerts, listOpenPrealerts, withdrawPrealert } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const activity = activityOn('prealert');
const tags = ['prealerts'];

export const prealertsRoutes: AreaPlugin = async (app, { deps }) => {
  const changeContext = (request: FastifyRequest) => ({ db: request.db, user: request.user!, store: deps.fileStore, effects: transactionEffectsOf(request) });

  app.get('/users/:id/prealerts', {
    schema: {
      tags,
      operationId: 'listCustomerPrealerts',
      summary: "List a customer's prealerts",
      description: `Waiting and received, newest first, ${prealertsPageSize} a page; a received one names its order. 404 when the id is not a customer's.`,
      params: zIdParams,
      querystring: zCustomerPrealertsQuery,
      response: { 200: zPrealertsPage, ...errors },
    },
    handler: async (request) => listCustomerPrealerts(request.db, request.params.id, request.query.page),
  });

  app.post('/users/:id/prealerts', {
    schema: {
      tags,
      operationId: 'filePrealert',
      summary: 'Tell the warehouse a parcel is coming',
      description: [
        'Multipart fields `tracking_number` (stored in capitals without spaces, as scanners read it), `courier` (optional, a freight company), `vendor`, `description` and `value` (declared value in dollars),',
        `and an optional invoice file in \`${prealertFileField}\` (png, jpg, jpeg, pdf or doc, at most ${maxUploadSizeLabel}, checked by its first bytes).`,
        'Every problem of the fields and the file is a 400 naming the field; the same number still waiting for this customer is 409.',
      ].join(' '),
      consumes: ['multipart/form-data'],
      params: zIdParams,
      response: { 201: zPrealert, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
    },
    config: activity('Filed prealert'),
    handler: async (request, reply) => {
      const fields = new Map<string, string>();
      const parts = fileParts(request, () => invalid({ [prealertFileField]: prealertMessages.oneFile }, prealertMessages.oneFile), {
        perFile: true,
        onField: (name, value) => {
          if (!fields.has(name)) fields.set(name, value);
        },
      });
      const ctx = { ...changeContext(request), fields, claim: (digest: string) => claimStreamedKey(request, digest) };
      return reply.code(201).send(await filePrealert(ctx, request.params.id, parts));
    },
  });

  app.get('/prealerts', {
    schema: {
      tags,
      operationId: 'listOpenPrealerts',
      summary: 'List the open prealerts',
      description: `Prealerts no order has received yet, newest first, ${prealertsPageSize} a page. \`tracking\` is one tracking number, matched exactly ignoring case and spaces; \`search\` is part of a tracking number, vendor or customer name.`,
      querystring: zOpenPrealertsQuery,
      response: { 200: zPrealertsPage, ...errors },
    },
    handler: async (request) => listOpenPrealerts(request.db, request.query),
  });

  app.get('/prealerts/:id', {
    schema: {
      tags,
      operationId: 'getPrealert',
      summary: 'Read a prealert',
      description: "Staff read any; a customer only their own (another's is 404).",
      params: zIdParams,
      response: { 200: zPrealert, ...errors },
    },
    handler: async (request) => getPrealert(request.db, request.user!, request.params.id),
  });

  app.delete('/prealerts/:id', {
    schema: {
      tags,
      operationId: 'withdrawPrealert',
      summary: 'Withdraw a prealert',
      description: 'Its owner takes back a prealert still waiting; its file goes too. Answers it as it was. A received one is 409.',
      params: zIdParams,
      response: { 200: zPrealert, ...errors },
    },
    config: activity('Withdrew prealert'),
    handler: async (request) => withdrawPrealert(changeContext(request), request.params.id),
  });
};
