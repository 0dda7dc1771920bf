import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { islands, locations, pickups } from '../../db/schema';

export const listLocations = (db: Db) => db.select().from(locations).orderBy(asc(locations.id));

export const listIslands = (db: Db) => db.select().from(islands).orderBy(asc(islands.description));

export const listPickups = (db: Db) =>
  db
    .select({ id: pickups.id, name: pickups.name, address: pickups.address, phone: pickups.phone, email: pickups.email })
    .from(pickups)
    .orderBy(asc(pickups.name));
