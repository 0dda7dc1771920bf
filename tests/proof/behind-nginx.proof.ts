import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { startApiCluster, type ApiCluster } from '../helpers/cluster/api-cluster';
import type { ChaosProxy } from '../helpers/proof/chaos-proxy';
import { allAppliedOnce, exactlyOnce, prepareChaos, runChaos, type ChaosWorld } from '../helpers/proof/chaos-run';
import { buildMatrix, runMatrix, type Matrix } from '../helpers/server/access-matrix/matrix';
import { startS3Server } from '../helpers/server/s3-server';
import { createTestDatabase, testConfig, testJwtSecret, type TestApp } from '../helpers/server/test-app';

// The matrix's rows are every route buildApp registers (see route-recorder).
vi.mock('fastify', async (importOriginal) => (await import('../helpers/server/route-recorder')).recordingFastify(await importOriginal()));

/** Issue 22: 2–4 API processes behind nginx. Three, so one can be down while two still share the load. */
const processes = 3;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let app: TestApp;
let cluster: ApiCluster;
let world: ChaosWorld;
let matrix: Matrix;

beforeAll(async () => {
  database = await createTestDatabase();
  // Several processes share their uploads only through object storage: each has its own disk.
  s3 = await startS3Server();
  app = await buildApp(testConfig(database.url, { objectStore: s3.config }));
  await app.ready();
  matrix = await buildMatrix(app);
  world = await prepareChaos(database.url);
  const { bucket, region, endpoint, prefix, credentials } = s3.config;
  cluster = await startApiCluster({
    databaseUrl: database.url,
    processes,
    jwtSecret: testJwtSecret,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint ?? '',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: prefix,
      AWS_ACCESS_KEY_ID: credentials!.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials!.secretAccessKey,
    },
  });
});

afterAll(async () => {
  await cluster?.stop();
  await app?.close();
  await s3?.stop();
  await database?.drop();
});

describe(`${processes} API processes behind nginx`, () => {
  it('answers every cell of the access matrix as one process does, whichever process takes it', async () => {
    const result = await runMatrix(matrix, async (method, probe, who) => {
      const json = probe.payload !== undefined && !Buffer.isBuffer(probe.payload);
      const response = await fetch(cluster.url + probe.url, {
        method,
        headers: { ...who.headers, ...(probe.contentType ? { 'content-type': probe.contentType } : json ? { 'content-type': 'application/json' } : {}) },
        body: probe.payload === undefined ? undefined : Buffer.isBuffer(probe.payload) ? new Uint8Array(probe.payload) : JSON.stringify(probe.payload),
      });
      return { statusCode: response.status, body: await response.text() };
    });
    const served = cluster.served();
    console.log(`Access matrix through nginx to ${processes} processes: ${matrix.rows.length} routes × ${matrix.columns.length} identities = ${result.cells} cells, ${result.mismatches.length} mismatches (${result.seconds.toFixed(1)} s); requests each process answered: ${served.join(', ')}`);
    expect(matrix.missing).toEqual([]);
    // Round robin: a record made in one process is read, changed and refused by the others.
    for (const count of served) expect(count).toBeGreaterThan(result.cells / processes / 2);
    expect(result.mismatches).toEqual([]);
  });

  it('applies every change queued offline exactly once while an API process is killed, comes back, and another is killed', async () => {
    // Each at the nth request through the chaos proxy, so requests are mid-way in the process that dies.
    const disrupt = async (proxy: ChaosProxy) => {
      await proxy.whenForwarded(600);
      await cluster.kill(0);
      await proxy.whenForwarded(1_800);
      await cluster.restart(0);
      await proxy.whenForwarded(3_000);
      await cluster.kill(2);
    };
    const outcome = await runChaos({
      title: `chaos sync through nginx to ${processes} API processes`,
      databaseUrl: database.url,
      world,
      target: () => cluster.url,
      disrupt,
      describeKills: () => `API processes killed with SIGKILL ${cluster.kills()} times, one started again; requests each process answered in all: ${cluster.served().join(', ')}`,
    });
    expect(cluster.kills()).toBe(2);
    expect(exactlyOnce(outcome)).toEqual(allAppliedOnce);
  });
});
