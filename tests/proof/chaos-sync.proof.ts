import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { startChaosProxy, type ChaosProxy, type Faults } from '../helpers/proof/chaos-proxy';
import type { DeviceResult } from '../helpers/proof/chaos-device';
import { createChaosFixtures } from '../helpers/proof/chaos-fixtures';
import { readLedger } from '../helpers/proof/chaos-ledger';
import { changeKinds, mix, planChanges, scanCheckpoints, type ChaosFixtures, type DevicePlan } from '../helpers/proof/chaos-plan';
import { startKillableServer } from '../helpers/proof/killable-server';
import { signedIn, type Actor } from '../helpers/server/factories';
import { createTestDatabase, testConfig } from '../helpers/server/test-app';
import { seededRandom } from '../helpers/seeded-random';
import { runTsxWorker } from '../helpers/tsx-worker';

/** The run: 5 devices, 10,000 changes between them. CHAOS_SEED replays a run's faults and plan. */
const devices = 5;
const perDevice = 2_000;
const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);

const faults: Faults = { dropRequest: 0.05, dropAnswer: 0.05, duplicate: 0.05, delay: 0.2, maxDelayMs: 300 };

/** The server is killed as the nth request through the proxy goes out, so requests are mid-way each time. */
const killAtRequests = [600, 2_000];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Awaited<ReturnType<typeof startKillableServer>>;
let proxy: ChaosProxy;
let fixtures: ChaosFixtures;
let deviceUsers: Actor[];

beforeAll(async () => {
  database = await createTestDatabase();
  const app = await buildApp(testConfig(database.url));
  await app.ready();
  try {
    deviceUsers = [];
    for (let device = 0; device < devices; device++) deviceUsers.push(await signedIn(app, { type: device % 2 === 0 ? 'worker' : 'worker-v2' }));
    fixtures = await createChaosFixtures(
      app,
      {
        packages: Math.ceil((devices * perDevice * mix.scan) / scanCheckpoints.length),
        held: devices * perDevice * mix['held-check'],
        deliveries: devices * perDevice * mix['delivery-tick'],
      },
      deviceUsers[0]!.id,
    );
  } finally {
    await app.close();
  }
  server = await startKillableServer(database.url);
  proxy = await startChaosProxy({ target: server.baseUrl, faults, random: seededRandom(seed) });
});

afterAll(async () => {
  await proxy?.close();
  await server?.stop();
  await database?.drop();
});

const killTwice = async () => {
  for (const at of killAtRequests) {
    await proxy.whenForwarded(at);
    await server.killAndRestart();
  }
};

const sum = (results: readonly DeviceResult[], field: 'drains' | 'requests' | 'failed' | 'unsent') => results.reduce((total, r) => total + r[field], 0);

describe('chaos sync', () => {
  it('applies every change queued offline exactly once through a lossy network and two killed servers', async () => {
    const runTag = `CHAOS${seed}`;
    const queues = planChanges({ runTag, devices, perDevice, fixtures, random: seededRandom(seed + 1) });
    const plans: DevicePlan[] = queues.map((changes, device) => ({ device, userId: deviceUsers[device]!.id, token: deviceUsers[device]!.token, baseUrl: proxy.url, changes }));
    const started = Date.now();
    const killing = killTwice();
    const syncing = Promise.all(plans.map((plan) => runTsxWorker<DeviceResult>(new URL('../helpers/proof/chaos-device.ts', import.meta.url), plan)));
    // A server that fails to come back ends the run at once, not after every device has given up.
    const results = await Promise.race([syncing, killing.then(() => syncing)]);
    const seconds = (Date.now() - started) / 1000;

    const { pool, db } = openDatabase(database.url, { max: 2 });
    const ledger = await readLedger(db, runTag, plans).finally(() => pool.end());
    const lost = changeKinds.reduce((total, kind) => total + ledger[kind].lost, 0);
    const twice = changeKinds.reduce((total, kind) => total + ledger[kind].twice, 0);
    const counts = proxy.counts;

    console.log(`\nchaos sync, seed ${seed} (CHAOS_SEED=${seed} replays the plan and the faults' dice)`);
    console.log(`  ${devices} devices, ${results.reduce((n, r) => n + r.queued, 0)} changes queued offline, synced in ${seconds.toFixed(1)} s`);
    console.log(`  ${counts.requests} requests through the proxy: ${counts.droppedRequests} dropped, ${counts.droppedAnswers} answers dropped after the server answered, ${counts.duplicated} duplicated, ${counts.delayed} delayed, ${counts.unreachable} found the server down`);
    console.log(`  server killed with SIGKILL ${server.kills()} times; devices ran ${sum(results, 'drains')} drains`);
    console.log('  kind            queued  applied  lost  twice');
    for (const kind of changeKinds) {
      const t = ledger[kind];
      console.log(`  ${kind.padEnd(14)} ${String(t.queued).padStart(7)} ${String(t.applied).padStart(8)} ${String(t.lost).padStart(5)} ${String(t.twice).padStart(6)}`);
    }
    console.log(`  lost ${lost}, applied twice ${twice}, failed ${sum(results, 'failed')}, still unsent ${sum(results, 'unsent')}`);

    expect(server.kills()).toBe(2);
    expect(results.flatMap((r) => r.refusals)).toEqual([]);
    expect({ lost, twice, failed: sum(results, 'failed'), unsent: sum(results, 'unsent') }).toEqual({ lost: 0, twice: 0, failed: 0, unsent: 0 });
    expect(ledger.problems).toEqual([]);
    expect(changeKinds.reduce((total, kind) => total + ledger[kind].queued, 0)).toBe(devices * perDevice);
  });
});
