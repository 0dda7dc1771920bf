import { readFileSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/*
 * CPU time from /proc, in milliseconds, so a round can say where the machine's time went: in
 * PostgreSQL, in the API server, in the load generator, or in other processes (on a shared machine,
 * other people's work, which makes a round's figure worth less).
 */

/** Linux's USER_HZ, the unit of /proc's times, is 100 on every architecture Node runs on. */
const msPerTick = 10;

const statFields = (path: string): string[] | null => {
  try {
    // The command name in brackets may hold spaces; the fields after it are plain.
    return readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
};

/** utime + stime of a process or a thread; with `reaped`, also what its waited-for children used. */
const ticksOf = (path: string, reaped = false) => {
  const f = statFields(path);
  if (!f) return 0;
  return Number(f[11]) + Number(f[12]) + (reaped ? Number(f[13]) + Number(f[14]) : 0);
};

const commOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
};

const parentOf = (pid: number) => Number(statFields(`/proc/${pid}/stat`)?.[1] ?? 0);

/** A process's own CPU time (every thread). */
export const processCpuMs = (pid: number) => ticksOf(`/proc/${pid}/stat`) * msPerTick;

/** One thread of this process: the main thread's id is the process id. */
export const threadCpuMs = (tid: number) => ticksOf(`/proc/self/task/${tid}/stat`) * msPerTick;

/** This process, every thread, including worker threads that have ended. */
export const selfCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/**
 * The PostgreSQL server a backend belongs to, when it runs on this machine: its postmaster and
 * every process under it (backends, autovacuum, checkpointer, WAL writer), including those that
 * have exited since (the postmaster has reaped them). Null when the server is elsewhere.
 */
export const postgresCpu = (backendPid: number): (() => Promise<number>) | null => {
  const postmaster = parentOf(backendPid);
  if (commOf(backendPid) !== 'postgres' || commOf(postmaster) !== 'postgres') return null;
  const read = () => {
    let ticks = ticksOf(`/proc/${postmaster}/stat`, true);
    let exiting = false;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const f = statFields(`/proc/${entry}/stat`);
      if (!f || Number(f[1]) !== postmaster) continue;
      ticks += Number(f[11]) + Number(f[12]);
      exiting ||= f[0] === 'Z';
    }
    return { ms: ticks * msPerTick, exiting };
  };
  return async () => {
    // A child that has exited but is not reaped yet shows no time of its own, nor yet in the postmaster's.
    for (let attempt = 0; attempt < 20; attempt++) {
      const { ms, exiting } = read();
      if (!exiting) return ms;
      await sleep(10);
    }
    return read().ms;
  };
};

/** Busy and total CPU time of the whole machine (every core), from /proc/stat. */
export const machineCpuMs = () => {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = f as [number, number, number, number, number, number, number, number];
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy * msPerTick, total: (busy + idle + iowait) * msPerTick };
};
