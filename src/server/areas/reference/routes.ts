import { asc } from 'drizzle-orm';
import { listOf, zErrorBody } from '../../../domain/common';
import { zCheckpoint } from '../../../domain/checkpoints';
import { zOffice } from '../../../domain/offices';
import { zIsland, zLocation, zPickup } from '../../../domain/reference';
import { checkpoints, islands, locations, offices, pickups } from '../../db/schema';
import type { AreaPlugin } from '../plugin';

const errors = { 401: zErrorBody, 403: zErrorBody };

/** Read-only lists that forms and filters need. Checkpoints and offices get their own areas when they gain editing. */
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

  app.get('/offices', {
    schema: { tags: ['offices'], response: { 200: listOf(zOffice), ...errors } },
    handler: async (request) => ({
      data: await request.db
        .select({ id: offices.id, number: offices.number, location_id: offices.locationId })
        .from(offices)
        .orderBy(asc(offices.number)),
    }),
  });

  app.get('/checkpoints', {
    schema: { tags: ['checkpoints'], response: { 200: listOf(zCheckpoint), ...errors } },
    handler: async (request) => ({
      data: await request.db
        .select({ id: checkpoints.id, name: checkpoints.name, email: checkpoints.email, address: checkpoints.address, phone: checkpoints.phone })
        .from(checkpoints)
        .orderBy(asc(checkpoints.id)),
    }),
  });
};
