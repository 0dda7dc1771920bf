import type { Db } from '../client';
import { createFirstAdmin } from './first-admin';
import { countUsers, seedDemo } from './seed-demo';
import { seedReference } from './seed-reference';

export type SeedOptions = { demo: boolean; adminEmail?: string | undefined; adminPassword?: string | undefined };

/** The one seed module: reference data always, demo data on request, a first admin on an empty database. */
export const seedDatabase = async (db: Db, options: SeedOptions) => {
  await seedReference(db);
  if (options.demo) {
    await seedDemo(db);
    return { firstAdmin: null };
  }
  if ((await countUsers(db)) > 0) return { firstAdmin: null };
  return { firstAdmin: await createFirstAdmin(db, options.adminEmail, options.adminPassword) };
};
