import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMatrix, runMatrix, type Matrix } from '../helpers/server/access-matrix/matrix';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

// Every route buildApp registers (see route-recorder): the rows come from the app, not from the policy.
vi.mock('fastify', async (importOriginal) => (await import('../helpers/server/route-recorder')).recordingFastify(await importOriginal()));

let app: TestApp;
let dataDir: string;
let matrix: Matrix;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'freight-access-matrix-'));
  app = await createTestApp({ dataDir });
  matrix = await buildMatrix(app);
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the access matrix', () => {
  it('has a row for every route the app registers', () => {
    expect(matrix.missing).toEqual([]);
    expect(matrix.rows.length).toBeGreaterThan(100);
  });

  it('answers every cell as the access policy and the ownership rules say, and the policy is the reviewed one', { timeout: 180_000 }, async () => {
    const result = await runMatrix(matrix, (method, probe, who) =>
      app.inject({
        method: method as 'GET',
        url: probe.url,
        headers: { ...who.headers, ...(probe.contentType ? { 'content-type': probe.contentType } : {}) },
        ...(probe.payload === undefined ? {} : { payload: probe.payload }),
      }),
    );
    console.log(`Access matrix: ${matrix.rows.length} routes × ${matrix.columns.length} identities = ${result.cells} cells, ${result.mismatches.length} mismatches (${result.seconds.toFixed(1)} s)`);
    await expect.soft(result.table).toMatchFileSnapshot('./__snapshots__/access-matrix.txt');
    expect(result.mismatches).toEqual([]);
  });
});
