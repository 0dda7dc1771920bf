import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decideAccess, policyFor, type EndpointPolicy } from '../../src/domain/access';
import { taxes } from '../../src/server/db/schema';
import { isUnpolicedRoute } from '../../src/server/http/access';
import { createSamples } from '../helpers/server/bad-input/samples';
import { signedIn } from '../helpers/server/factories';
import { routesOf, type RecordedRoute } from '../helpers/server/route-recorder';
import { createTestApp, type TestApp } from '../helpers/server/test-app';
import { agrees, expectedAnswer, paramsOf, type Expected } from '../helpers/server/access-matrix/expected';
import { createIdentities, type Identity } from '../helpers/server/access-matrix/identities';
import { recordMaker, type Person } from '../helpers/server/access-matrix/records';
import { createProbes, type Probe, type ProbeOf } from '../helpers/server/access-matrix/requests';
import { renderTable, type TableRow } from '../helpers/server/access-matrix/table';

// Every route buildApp registers (see route-recorder): the rows come from the app, not from the policy.
vi.mock('fastify', async (importOriginal) => (await import('../helpers/server/route-recorder')).recordingFastify(await importOriginal()));

type Row = { key: string; route: RecordedRoute; policy: EndpointPolicy; probeOf: ProbeOf };

let app: TestApp;
let dataDir: string;
let columns: Identity[];
let owner: Person;
const rows: Row[] = [];
const missing: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'freight-access-matrix-'));
  app = await createTestApp({ dataDir });
  const clerkEmail = `matrix.clerk.${process.pid}@example.test`;
  const clerk = { ...(await signedIn(app, { type: 'admin', email: clerkEmail })), email: clerkEmail };
  const identities = await createIdentities(app, clerk);
  ({ owner, columns } = identities);
  const make = recordMaker(app, clerk, owner);
  await make.order(identities.other.id);
  const [tax] = await app.deps.database.db.select({ id: taxes.id }).from(taxes).orderBy(asc(taxes.id)).limit(1);
  const samples = await createSamples({ app, admin: clerk, customer: owner, taxId: tax!.id });
  const probes = await createProbes(app, make, samples, owner);

  for (const route of routesOf(app)) {
    if (route.method === 'HEAD' || route.method === 'OPTIONS' || isUnpolicedRoute(route.url)) continue;
    const key = `${route.method} ${route.url.slice('/api'.length)}`;
    const policy = policyFor(route.method, route.url.slice('/api'.length));
    const probeOf = probes[key] ?? (/[:*]/.test(route.url) ? undefined : async () => ({ url: route.url }));
    if (!policy) missing.push(`${key}: no entry in the access policy`);
    else if (!probeOf) missing.push(`${key}: no URL fixture naming the owner's records`);
    else rows.push({ key, route, policy, probeOf });
  }
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (method: string, probe: Probe, who: Identity) =>
  app.inject({
    method: method as 'GET',
    url: probe.url,
    headers: { ...who.headers, ...(probe.contentType ? { 'content-type': probe.contentType } : {}) },
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
  });

describe('the access matrix', () => {
  it('has a row for every route the app registers', () => {
    expect(missing).toEqual([]);
    expect(rows.length).toBeGreaterThan(100);
  });

  it('answers every cell as the access policy and the ownership rules say, and the policy is the reviewed one', { timeout: 180_000 }, async () => {
    const started = performance.now();
    const mismatches: string[] = [];
    const table: TableRow[] = [];
    for (const row of rows) {
      const first = await row.probeOf(null);
      const params = paramsOf(row.route.url, first.url);
      const cells: Expected[] = [];
      for (const who of columns) {
        const expected = expectedAnswer(row.policy, who.caller, params, owner.id);
        cells.push(expected);
        // A cell the policy refuses never reaches the route and is sent the row's first request; one it lets through runs, on records of its own.
        const probe = decideAccess(row.policy, who.caller, params) === 'allow' ? await row.probeOf(who.caller) : first;
        const response = await send(row.route.method, probe, who);
        if (!agrees(expected, response.statusCode)) {
          mismatches.push(`${row.key} as ${who.name}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)} (${probe.url})`);
        }
      }
      table.push({ key: row.key, cells });
    }
    const cells = rows.length * columns.length;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Access matrix: ${rows.length} routes × ${columns.length} identities = ${cells} cells, ${mismatches.length} mismatches (${seconds} s)`);
    await expect.soft(renderTable(columns, table)).toMatchFileSnapshot('./__snapshots__/access-matrix.txt');
    expect(mismatches).toEqual([]);
  });
});
