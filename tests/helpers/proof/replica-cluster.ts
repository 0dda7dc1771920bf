import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../src/server/db/embedded';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (`apt-get install postgresql-15`, which .ci/run does); PG_BIN names another folder. */
const pgBin = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const tools = ['initdb', 'pg_ctl', 'postgres', 'pg_basebackup'] as const;

// initdb and postgres refuse to run as root: as root, the clusters belong to the postgres user.
const asRoot = process.getuid?.() === 0;

export type ReplicaPair = {
  primaryUrl: (database: string) => string;
  replicaUrl: (database: string) => string;
  /** Stops both clusters at once (no checkpoint: they are thrown away) and deletes their folder. */
  stop: () => Promise<void>;
};

const urlOf = (port: number) => (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

/** Missing binaries fail the proof with what to install: a proof that skips itself proves nothing. */
const requireTools = () => {
  const missing = tools.filter((tool) => !existsSync(join(pgBin, tool)));
  if (missing.length > 0) {
    throw new Error(`The read-replica proof needs PostgreSQL 15's ${missing.join(', ')} in ${pgBin}: apt-get install postgresql-15 (.ci/run does), or set PG_BIN`);
  }
};

const ownerIds = async () => {
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
};

/** Runs one of the PostgreSQL tools, as the postgres user when we are root, from the clusters' own folder (which that user may enter). */
const pgTool = async (dir: string, tool: (typeof tools)[number], args: readonly string[]) => {
  const path = join(pgBin, tool);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, [...args]];
  try {
    await run(file, argv, { cwd: dir });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${stderr?.trim() || String(error)}`, { cause: error });
  }
};

const logTail = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-15).join('\n') : '(no log)');

/** Starts a cluster on 127.0.0.1:port, its socket in the folder; fsync off, since the clusters live only for the proof. */
const startCluster = async (dir: string, name: string, port: number) => {
  const data = join(dir, name);
  const log = join(dir, `${name}.log`);
  try {
    await pgTool(dir, 'pg_ctl', ['-D', data, '-l', log, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', 'start']);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${name}.log:\n${logTail(log)}`, { cause: error });
  }
};

const stopCluster = (dir: string, name: string) => pgTool(dir, 'pg_ctl', ['-D', join(dir, name), '-m', 'immediate', 'stop']).catch(() => {});

/**
 * A primary PostgreSQL 15 cluster and a streaming replica of it, made as an operator makes one:
 * `pg_basebackup -R` (a base backup that writes standby.signal and primary_conninfo) from the
 * running primary, then started on a port of its own. `prepare` runs on the primary before the
 * backup is taken (the app's database, migrated), so the replica starts from a copy holding it.
 * Trust authentication on loopback: initdb's pg_hba.conf already lets 127.0.0.1 connect for
 * replication. Whatever was started is stopped again if a later step fails.
 */
export const startReplicaPair = async (prepare: (primaryUrl: (database: string) => string) => Promise<void>): Promise<ReplicaPair> => {
  requireTools();
  const dir = mkdtempSync(join(tmpdir(), 'freight-replica-'));
  if (asRoot) {
    const { uid, gid } = await ownerIds();
    chownSync(dir, uid, gid);
  }
  const primaryPort = await freePort();
  const stop = async () => {
    await Promise.all([stopCluster(dir, 'replica'), stopCluster(dir, 'primary')]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await pgTool(dir, 'initdb', ['-A', 'trust', '--no-sync', '-U', 'postgres', '-D', join(dir, 'primary')]);
    await startCluster(dir, 'primary', primaryPort);
    await prepare(urlOf(primaryPort));
    await pgTool(dir, 'pg_basebackup', ['-R', '-D', join(dir, 'replica'), '-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-X', 'stream', '--checkpoint=fast']);
    // Chosen once the primary listens, so it cannot be the primary's port.
    const replicaPort = await freePort();
    await startCluster(dir, 'replica', replicaPort);
    return { primaryUrl: urlOf(primaryPort), replicaUrl: urlOf(replicaPort), stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
