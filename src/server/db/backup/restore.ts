import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { backupFiles, pathExists } from './backup';
import type { DatabaseTarget } from './database-target';
import { runPgTool } from './pg-tools';

/**
 * The archive's table of contents is read before anything is dropped: a file that is not a
 * pg_dump archive fails here; one damaged further in fails inside the restore's transaction.
 */
const checkBackup = async (folder: string) => {
  const dump = join(folder, backupFiles.database);
  if (!(await pathExists(dump))) throw new Error(`${dump} is missing: give the folder that npm run backup wrote.`);
  await runPgTool('pg_restore', null, ['--list', '--file', '/dev/null', dump]);
};

/**
 * Puts a backup folder back: every table of the database replaced by the backup's in one
 * transaction (a failure leaves the database as it was), then the uploaded files. The backup is
 * checked before the database is opened (`open` may start an embedded server); the product must
 * not be running on the database meanwhile.
 */
export const restoreFrom = async (folder: string, dataDir: string, open: () => Promise<DatabaseTarget>) => {
  await checkBackup(folder);
  const target = await open();
  try {
    if (target.runningProduct) throw new Error('The product is running on this database: stop it before a restore, which replaces every table under it.');
    await runPgTool('pg_restore', target.url, ['--clean', '--if-exists', '--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', join(folder, backupFiles.database)]);
  } finally {
    await target.release();
  }
  const savedUploads = join(folder, backupFiles.uploads);
  const uploads = join(dataDir, backupFiles.uploads);
  await rm(uploads, { recursive: true, force: true });
  if (await pathExists(savedUploads)) await cp(savedUploads, uploads, { recursive: true });
};
