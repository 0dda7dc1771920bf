import { asc } from 'drizzle-orm';
import { listOf, zErrorBody } from '../../../domain/common';
import { zIsland, zLocation, zPickup } from '../../../domain/reference';
import { islands, locations, pickups } from '../../db/schema';
import type { AreaPlugin } from '../plugin';

const errors = { 401: zErrorBody, 403: zErrorBody };

/** Read-only lists that forms and filters need; checkpoints and offices, which admins edit, have their own areas. */
export const referenceRoutes: AreaPlugin = async (app) => {
  app.get('/locations', {
    schema: { tags: ['reference'], security: [], response: { 200: listOf(zLocation) } },
    handler: async (request) => ({ data: await request.db.select().from(locations).orderBy(asc(locations.id)) }),
  });

  app.get('/islands', {
    schema: { tags: ['reference'], security: [], response: { 200: listOf(zIsland) } },
    handler: async (request) => ({ data: await request.db.select().from(islands).orderBy(asc(islands.description)) }),
  });

  app.get('/pickups', {
    schema: { tags: ['reference'], response: { 200: listOf(zPickup), ...errors } },
    handler: async (request) => ({
      data: await request.db
        .select({ id: pickups.id, name: pickups.name, address: pickups.address, phone: pickups.phone, email: pickups.email })
        .from(pickups)
        .orderBy(asc(pickups.name)),
    }),
  });
};
