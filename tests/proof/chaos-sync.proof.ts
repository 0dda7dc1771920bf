import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChaosProxy } from '../helpers/proof/chaos-proxy';
import { allAppliedOnce, exactlyOnce, prepareChaos, runChaos, type ChaosWorld } from '../helpers/proof/chaos-run';
import { startKillableServer } from '../helpers/proof/killable-server';
import { createTestDatabase } from '../helpers/server/test-app';

/** The server is killed as the nth request through the proxy goes out, so requests are mid-way each time. */
const killAtRequests = [600, 2_000];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Awaited<ReturnType<typeof startKillableServer>>;
let world: ChaosWorld;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await prepareChaos(database.url);
  server = await startKillableServer(database.url);
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const killTwice = async (proxy: ChaosProxy) => {
  for (const at of killAtRequests) {
    await proxy.whenForwarded(at);
    await server.killAndRestart();
  }
};

describe('chaos sync', () => {
  it('applies every change queued offline exactly once through a lossy network and two killed servers', async () => {
    const outcome = await runChaos({
      title: 'chaos sync',
      databaseUrl: database.url,
      world,
      target: server.baseUrl,
      disrupt: killTwice,
      describeKills: () => `server killed with SIGKILL ${server.kills()} times`,
    });
    expect(server.kills()).toBe(2);
    expect(exactlyOnce(outcome)).toEqual(allAppliedOnce);
  });
});
