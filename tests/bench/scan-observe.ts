import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { machineCpuMs, postgresCpu, processCpuMs, selfCpuMs, threadCpuMs } from './cpu-time';
import type { RoundObserver } from './measure';

/** What one round of the scan ingest cost, besides its answers. */
export type ScanRoundStats = {
  /** Tracking events written, including those of the batches still in flight when the round ended. */
  events: number;
  /** CPU milliseconds per batch written; null where the process is not on this machine or not named. */
  cpuMsPerBatch: { postgres: number | null; server: number | null; bench: number };
  /** Shares of the machine's CPU time (all cores) over the round: all of it, and what other processes used. */
  machineBusy: number;
  others: number | null;
  /** Checkpoints begun during the round, and what the write-ahead log took per batch. */
  checkpoints: number;
  walKiBPerBatch: number;
  fullPagesPerBatch: number;
  /** What autovacuum was seen working on (sampled twice a second). */
  autovacuum: string[];
};

type Counters = { events: number; checkpoints: number; walBytes: number; fullPages: number };

const readCounters = async (client: pg.Client): Promise<Counters> => {
  const { rows } = await client.query<Counters>(
    `select (select count(*) from tracking_events)::float8 as events,
            (select checkpoints_timed + checkpoints_req from pg_stat_bgwriter)::float8 as checkpoints,
            wal_bytes::float8 as "walBytes", wal_fpi::float8 as "fullPages"
       from pg_stat_wal`,
  );
  return rows[0]!;
};

/** The batches of a round finish a moment after its load stops; counting waits until the count holds still. */
const settledCounters = async (client: pg.Client) => {
  let last = await readCounters(client);
  for (let i = 0; i < 30; i++) {
    await sleep(100);
    const next = await readCounters(client);
    if (next.events === last.events) return next;
    last = next;
  }
  return last;
};

/**
 * Watches the rounds of the scan ingest from a connection of its own. `serverPids` are the
 * processes that serve the load on this machine (API processes, a proxy); this process's id
 * stands for its main thread alone, where the bench runs the app itself.
 */
export const observeScanRounds = async (databaseUrl: string, batchSize: number, serverPids: readonly number[] = []) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  const postgresMs = postgresCpu(backend);
  const serverMs = () => serverPids.reduce((ms, pid) => ms + (pid === process.pid ? threadCpuMs(pid) : processCpuMs(pid)), 0);
  const serverInBench = serverPids.includes(process.pid);

  const observe: RoundObserver<ScanRoundStats> = async () => {
    const before = await settledCounters(client);
    const cpu = { machine: machineCpuMs(), postgres: (await postgresMs?.()) ?? 0, server: serverMs(), bench: selfCpuMs() };
    const vacuumed = new Set<string>();
    let sampling = Promise.resolve();
    const sampler = setInterval(() => {
      sampling = client
        .query<{ query: string }>(`select query from pg_stat_activity where backend_type = 'autovacuum worker' and query <> ''`)
        .then(({ rows }) => rows.forEach((row) => vacuumed.add(row.query.replace(/^autovacuum:\s*/, ''))));
    }, 500);
    return async () => {
      clearInterval(sampler);
      await sampling;
      const machine = machineCpuMs();
      const used = { postgres: ((await postgresMs?.()) ?? 0) - cpu.postgres, server: serverMs() - cpu.server, bench: selfCpuMs() - cpu.bench };
      const after = await settledCounters(client);
      const events = after.events - before.events;
      const batches = Math.max(1, events / batchSize);
      const total = machine.total - cpu.machine.total;
      const ours = used.postgres + used.bench + (serverInBench ? 0 : used.server);
      const known = postgresMs !== null;
      return {
        events,
        cpuMsPerBatch: {
          postgres: known ? used.postgres / batches : null,
          server: serverPids.length > 0 ? used.server / batches : null,
          bench: (used.bench - (serverInBench ? used.server : 0)) / batches,
        },
        machineBusy: (machine.busy - cpu.machine.busy) / total,
        others: known ? Math.max(0, machine.busy - cpu.machine.busy - ours) / total : null,
        checkpoints: after.checkpoints - before.checkpoints,
        walKiBPerBatch: (after.walBytes - before.walBytes) / 1024 / batches,
        fullPagesPerBatch: (after.fullPages - before.fullPages) / batches,
        autovacuum: [...vacuumed],
      };
    };
  };
  return { observe, close: () => client.end() };
};
