import { listOf } from '../../../domain/common';
import { zIsland, zLocation } from '../../../domain/reference';
import type { AreaPlugin } from '../plugin';
import { listIslands, listLocations } from './service';

const tags = ['reference'];

/** Read-only lists that forms and filters need; checkpoints, offices and US pickups, which staff edit, have their own areas. */
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
};
