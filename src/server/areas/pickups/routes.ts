import { listOf, zIdParams } from '../../../domain/common';
import { zPickup, zPickupBody, zPickupsQuery } from '../../../domain/pickups';
import { errorResponses } from '../../http/error-responses';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { createPickup, editPickup, listPickups } from './service';

const tags = ['pickups'];
const activity = activityOn('pickup');
const changeErrors = errorResponses(400, 401, 403, 404, 409);
const replaces = 'Name and address are required; a phone and an email (valid when given) are optional, and left out or blank they are cleared. The same name at the same address, ignoring case, is a 409 on `name`.';

/** US pickups: the businesses in the US whose goods staff collect in Miami, chosen in the order form. */
export const pickupsRoutes: AreaPlugin = async (app) => {
  app.get('/pickups', {
    schema: {
      tags,
      operationId: 'listPickups',
      summary: 'List the US pickups',
      description: 'By name. `search` matches part of the name, address, phone or email, ignoring case; without it every pickup comes back, for the order form and its offline copy.',
      querystring: zPickupsQuery,
      response: { 200: listOf(zPickup), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ data: await listPickups(request.db, request.query.search) }),
  });

  app.post('/pickups', {
    schema: { tags, operationId: 'createPickup', summary: 'Add a US pickup', description: replaces, body: zPickupBody, response: { 201: zPickup, ...changeErrors } },
    config: activity('Created pickup'),
    handler: async (request, reply) => reply.code(201).send(await createPickup(request.db, request.body)),
  });

  app.put('/pickups/:id', {
    schema: {
      tags,
      operationId: 'updatePickup',
      summary: 'Change a US pickup',
      description: `Replaces the pickup; orders that name it show the new details. ${replaces} There is no delete: orders keep naming the pickups they came through.`,
      params: zIdParams,
      body: zPickupBody,
      response: { 200: zPickup, ...changeErrors },
    },
    config: activity('Updated pickup'),
    handler: async (request) => editPickup(request.db, request.params.id, request.body),
  });
};
