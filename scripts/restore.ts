import { databaseEnvFrom, openDatabaseTarget, reportFailure } from '../src/server/db/backup/database-target';
import { restoreFrom } from '../src/server/db/backup/restore';

/**
 * `npm run restore -- FOLDER --yes`: puts back a folder `npm run backup` wrote, replacing every
 * table of the product's database (DATABASE_URL, or the embedded one of DATA_DIR) and its
 * uploaded files. Without --yes it only says what it would replace.
 */
const args = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith('--'));
const config = databaseEnvFrom(process.env);
const where = config.databaseUrl ? 'the database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
if (!folder) {
  console.error('Usage: npm run restore -- FOLDER --yes (FOLDER is one that npm run backup wrote)');
  process.exit(2);
}
if (!args.includes('--yes')) {
  console.error(`This replaces every table of ${where} and its uploaded files with the backup in ${folder}. Run again with --yes to go ahead.`);
  process.exit(2);
}
await restoreFrom(folder, config.dataDir, () => openDatabaseTarget(config.databaseUrl, config.dataDir, { create: true })).then(
  () => console.log(`Restored ${where} from ${folder}`),
  reportFailure,
);
