import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { islands, locations } from '../../db/schema';

export const listLocations = (db: Db) => db.select().from(locations).orderBy(asc(locations.id));

export const listIslands = (db: Db) => db.select().from(islands).orderBy(asc(islands.description));
