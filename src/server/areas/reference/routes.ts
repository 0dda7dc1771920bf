import { listOf, zErrorBody } from '../../../domain/common';
import { zIsland, zLocation, zPickup } from '../../../domain/reference';
import type { AreaPlugin } from '../plugin';
import { listIslands, listLocations, listPickups } from './service';

const errors = { 401: zErrorBody, 403: zErrorBody };

/** Read-only lists that forms and filters need; checkpoints and offices, which admins edit, have their own areas. */
export const referenceRoutes: AreaPlugin = async (app) => {
  app.get('/locations', {
    schema: { tags: ['reference'], security: [], response: { 200: listOf(zLocation) } },
    handler: async (request) => ({ data: await listLocations(request.db) }),
  });

  app.get('/islands', {
    schema: { tags: ['reference'], security: [], response: { 200: listOf(zIsland) } },
    handler: async (request) => ({ data: await listIslands(request.db) }),
  });

  app.get('/pickups', {
    schema: { tags: ['reference'], response: { 200: listOf(zPickup), ...errors } },
    handler: async (request) => ({ data: await listPickups(request.db) }),
  });
};
