import { join } from 'node:path';
import { backupTo } from '../src/server/db/backup/backup';
import { databaseEnvFrom, openDatabaseTarget, reportFailure } from '../src/server/db/backup/database-target';

/**
 * `npm run backup [-- FOLDER]`: the product's database (DATABASE_URL, or the embedded one of
 * DATA_DIR, running or not) and its uploaded files into a new folder, by default
 * backups/freight-<UTC date and time>.
 */
const config = databaseEnvFrom(process.env);
const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
const folder = process.argv[2] ?? join('backups', `freight-${stamp}`);
const target = await openDatabaseTarget(config.databaseUrl, config.dataDir, { create: false });
try {
  const report = await backupTo(folder, target, config.dataDir);
  const uploads = report.uploadsCopied ? ' and the uploaded files' : '';
  console.log(`Backed up the database (${Math.round(report.databaseBytes / 1024)} kB)${uploads} to ${report.folder}`);
} catch (error) {
  reportFailure(error);
} finally {
  await target.release();
}
