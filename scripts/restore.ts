import { dataDirFrom } from '../src/server/config';
import { openDatabaseTarget } from '../src/server/db/backup/database-target';
import { checkBackup, restoreFrom } from '../src/server/db/backup/restore';

/**
 * `npm run restore -- FOLDER --yes`: puts back a folder `npm run backup` wrote, replacing every
 * table of the product's database (DATABASE_URL, or the embedded one of DATA_DIR) and its
 * uploaded files. Without --yes it only says what it would replace.
 */
const args = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith('--'));
// Read as the server reads them, without loadConfig, which would write a JWT secret into DATA_DIR.
const config = { databaseUrl: process.env.DATABASE_URL || undefined, dataDir: dataDirFrom(process.env) };
const where = config.databaseUrl ? 'the database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
if (!folder) {
  console.error('Usage: npm run restore -- FOLDER --yes (FOLDER is one that npm run backup wrote)');
  process.exit(2);
}
if (!args.includes('--yes')) {
  console.error(`This replaces every table of ${where} and its uploaded files with the backup in ${folder}. Run again with --yes to go ahead.`);
  process.exit(2);
}
const fail = (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
};
// Before the embedded server is started (or a new one made) for it.
await checkBackup(folder).catch(fail);
const target = await openDatabaseTarget(config.databaseUrl, config.dataDir, { create: true });
try {
  await restoreFrom(folder, target, config.dataDir);
  console.log(`Restored ${where} from ${folder}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await target.release();
}
