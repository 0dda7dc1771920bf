import { join } from 'node:path';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { embeddedDatabase, ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from './db/embedded';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed';
import { withStartupLock } from './db/startup-lock';

export type PreparedDatabase = { url: string; embedded: EmbeddedServer | null; firstAdmin: { email: string; generatedPassword: string | null } | null };

/** Uses DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR/postgres; then migrates and seeds, one process at a time. */
export const prepareDatabase = async (config: Config, log: (line: string) => void): Promise<PreparedDatabase> => {
  let embedded: EmbeddedServer | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
    await ensureDatabase(embedded.url('postgres'), embeddedDatabase);
    url = embedded.url(embeddedDatabase);
    log(`embedded PostgreSQL started in ${join(config.dataDir, 'postgres')}`);
  }
  const { pool, db } = openDatabase(url, { max: 2 });
  try {
    const { firstAdmin } = await withStartupLock(url, async () => {
      await migrateDatabase(db);
      return seedDatabase(db, { demo: config.demo, adminEmail: config.adminEmail, adminPassword: config.adminPassword });
    });
    return { url, embedded, firstAdmin };
  } catch (error) {
    await embedded?.stop();
    throw error;
  } finally {
    await pool.end();
  }
};
