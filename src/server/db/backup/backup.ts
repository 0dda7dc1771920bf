import { cp, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseTarget } from './database-target';
import { runPgTool } from './pg-tools';

/** The files of a backup folder. */
export const backupFiles = { database: 'database.dump', uploads: 'uploads' } as const;

export const pathExists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export type BackupReport = { folder: string; databaseBytes: number; uploadsCopied: boolean };

/**
 * A backup folder: the database in pg_dump's custom format (compressed, and what pg_restore reads
 * table by table), and a copy of the uploaded files, which live beside the database and not in it.
 * pg_dump reads one snapshot, so a backup taken while the product runs is consistent.
 */
export const backupTo = async (folder: string, target: DatabaseTarget, dataDir: string): Promise<BackupReport> => {
  await mkdir(folder, { recursive: true });
  if ((await readdir(folder)).length > 0) throw new Error(`${folder} is not empty: give a new folder for the backup.`);
  const dump = join(folder, backupFiles.database);
  await runPgTool('pg_dump', target.url, ['--format=custom', '--no-owner', '--no-privileges', '--file', dump]);
  const uploads = join(dataDir, backupFiles.uploads);
  const uploadsCopied = await pathExists(uploads);
  if (uploadsCopied) await cp(uploads, join(folder, backupFiles.uploads), { recursive: true });
  return { folder, databaseBytes: (await stat(dump)).size, uploadsCopied };
};
