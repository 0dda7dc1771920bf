import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export const migrateDatabase = (db: Db) => migrate(db, { migrationsFolder });
