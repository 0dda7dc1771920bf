import { buildApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/client';
import { seededRandom } from '../seeded-random';
import { signedIn, type Actor } from '../server/factories';
import { testConfig } from '../server/test-app';
import { runTsxWorker } from '../tsx-worker';
import { startChaosProxy, type ChaosProxy, type Faults } from './chaos-proxy';
import type { DeviceResult } from './chaos-device';
import { createChaosFixtures } from './chaos-fixtures';
import { readLedger, type Ledger } from './chaos-ledger';
import { changeKinds, mix, planChanges, scanCheckpoints, type ChaosFixtures, type DevicePlan } from './chaos-plan';

/** The run: 5 devices, 10,000 changes between them. */
const chaosDevices = 5;
const perDevice = 2_000;

const chaosFaults: Faults = { dropRequest: 0.05, dropAnswer: 0.05, duplicate: 0.05, delay: 0.2, maxDelayMs: 300 };

export type ChaosWorld = { fixtures: ChaosFixtures; deviceUsers: Actor[] };

/** The devices' workers and what they sync against: packages to scan, held packages to check, deliveries to tick. */
export const prepareChaos = async (databaseUrl: string): Promise<ChaosWorld> => {
  const app = await buildApp(testConfig(databaseUrl));
  await app.ready();
  try {
    const deviceUsers: Actor[] = [];
    for (let device = 0; device < chaosDevices; device++) deviceUsers.push(await signedIn(app, { type: device % 2 === 0 ? 'worker' : 'worker-v2' }));
    const fixtures = await createChaosFixtures(
      app,
      {
        packages: Math.ceil((chaosDevices * perDevice * mix.scan) / scanCheckpoints.length),
        held: chaosDevices * perDevice * mix['held-check'],
        deliveries: chaosDevices * perDevice * mix['delivery-tick'],
      },
      deviceUsers[0]!.id,
    );
    return { fixtures, deviceUsers };
  } finally {
    await app.close();
  }
};

export type ChaosOutcome = { ledger: Ledger; results: DeviceResult[]; lost: number; twice: number; failed: number; unsent: number; queued: number };

const sum = (results: readonly DeviceResult[], field: 'drains' | 'requests' | 'failed' | 'unsent') => results.reduce((total, r) => total + r[field], 0);

const print = (title: string, seed: number, outcome: ChaosOutcome, proxy: ChaosProxy, seconds: number, kills: string) => {
  const { ledger, results } = outcome;
  const counts = proxy.counts;
  console.log(`\n${title}, seed ${seed} (CHAOS_SEED=${seed} replays the plan and the faults' dice)`);
  console.log(`  ${chaosDevices} devices, ${outcome.queued} changes queued offline, synced in ${seconds.toFixed(1)} s`);
  console.log(`  ${counts.requests} requests through the proxy: ${counts.droppedRequests} dropped, ${counts.droppedAnswers} answers dropped after the server answered, ${counts.duplicated} duplicated, ${counts.delayed} delayed, ${counts.unreachable} found the server down`);
  console.log(`  ${kills}; devices ran ${sum(results, 'drains')} drains`);
  console.log('  kind            queued  applied  lost  twice');
  for (const kind of changeKinds) {
    const t = ledger[kind];
    console.log(`  ${kind.padEnd(14)} ${String(t.queued).padStart(7)} ${String(t.applied).padStart(8)} ${String(t.lost).padStart(5)} ${String(t.twice).padStart(6)}`);
  }
  console.log(`  lost ${outcome.lost}, applied twice ${outcome.twice}, failed ${outcome.failed}, still unsent ${outcome.unsent}`);
};

/**
 * 5 devices, each a worker with its own IndexedDB running the app's own sync engine, queue their
 * changes offline and sync them through a lossy proxy to `target` while `disrupt` kills servers;
 * then the ledger counts each change on the server. CHAOS_SEED replays a run's plan and faults.
 */
export const runChaos = async (options: {
  title: string;
  databaseUrl: string;
  world: ChaosWorld;
  target: () => string;
  disrupt: (proxy: ChaosProxy) => Promise<void>;
  describeKills: () => string;
}): Promise<ChaosOutcome> => {
  const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);
  const proxy = await startChaosProxy({ target: options.target, faults: chaosFaults, random: seededRandom(seed) });
  try {
    const runTag = `CHAOS${seed}`;
    const queues = planChanges({ runTag, devices: chaosDevices, perDevice, fixtures: options.world.fixtures, random: seededRandom(seed + 1) });
    const users = options.world.deviceUsers;
    const plans: DevicePlan[] = queues.map((changes, device) => ({ device, userId: users[device]!.id, token: users[device]!.token, baseUrl: proxy.url, changes }));
    const started = Date.now();
    const disrupting = options.disrupt(proxy);
    const syncing = Promise.all(plans.map((plan) => runTsxWorker<DeviceResult>(new URL('./chaos-device.ts', import.meta.url), plan)));
    // A server that fails to come back ends the run at once, not after every device has given up.
    const results = await Promise.race([syncing, disrupting.then(() => syncing)]);
    const seconds = (Date.now() - started) / 1000;

    const { pool, db } = openDatabase(options.databaseUrl, { max: 2 });
    const ledger = await readLedger(db, runTag, plans).finally(() => pool.end());
    const outcome: ChaosOutcome = {
      ledger,
      results,
      lost: changeKinds.reduce((total, kind) => total + ledger[kind].lost, 0),
      twice: changeKinds.reduce((total, kind) => total + ledger[kind].twice, 0),
      failed: sum(results, 'failed'),
      unsent: sum(results, 'unsent'),
      queued: changeKinds.reduce((total, kind) => total + ledger[kind].queued, 0),
    };
    print(options.title, seed, outcome, proxy, seconds, options.describeKills());
    return outcome;
  } finally {
    await proxy.close();
  }
};

/** Every change queued was applied once: what each chaos run must end with. */
export const exactlyOnce = (outcome: ChaosOutcome) => ({
  refusals: outcome.results.flatMap((r) => r.refusals),
  lost: outcome.lost,
  twice: outcome.twice,
  failed: outcome.failed,
  unsent: outcome.unsent,
  problems: outcome.ledger.problems,
  queued: outcome.queued,
});

export const allAppliedOnce = { refusals: [], lost: 0, twice: 0, failed: 0, unsent: 0, problems: [], queued: chaosDevices * perDevice };
