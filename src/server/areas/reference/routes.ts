import { listOf } from '../../../domain/common';
import { zIsland, zLocation, zPickup } from '../../../domain/reference';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { listIslands, listLocations, listPickups } from './service';

const errors = errorResponses(401, 403);
const tags = ['reference'];

/** Read-only lists that forms and filters need; checkpoints and offices, which admins edit, have their own areas. */
export const referenceRoutes: AreaPlugin = async (app) => {
  app.get('/locations', {
    schema: {
      tags,
      operationId: 'listLocations',
      summary: 'List the pickup locations',
      description: 'Madeira and Harbor Bay, by id. Public: registration offers them.',
      security: [],
      response: { 200: listOf(zLocation) },
    },
    handler: async (request) => ({ data: await listLocations(request.db) }),
  });

  app.get('/islands', {
    schema: {
      tags,
      operationId: 'listIslands',
      summary: 'List the islands',
      description: 'By name. Public: registration offers them.',
      security: [],
      response: { 200: listOf(zIsland) },
    },
    handler: async (request) => ({ data: await listIslands(request.db) }),
  });

  app.get('/pickups', {
    schema: {
      tags,
      operationId: 'listPickups',
      summary: 'List the pickups',
      description: 'The pickups an order received by pick-up may name (`data.pickup_order`), by name.',
      response: { 200: listOf(zPickup), ...errors },
    },
    handler: async (request) => ({ data: await listPickups(request.db) }),
  });
};
