import { asc } from 'drizzle-orm';
import { decideAccess, policyFor, type EndpointPolicy } from '../../../../src/domain/access';
import { taxes } from '../../../../src/server/db/schema';
import { isUnpolicedRoute } from '../../../../src/server/http/access';
import { createSamples } from '../bad-input/samples';
import { signedIn } from '../factories';
import { routesOf, type RecordedRoute } from '../route-recorder';
import type { TestApp } from '../test-app';
import { agrees, expectedAnswer, paramsOf, type Expected } from './expected';
import { createIdentities, type Identity } from './identities';
import { recordMaker, type Person } from './records';
import { createProbes, type Probe, type ProbeOf } from './requests';
import { renderTable, type TableRow } from './table';

type Row = { key: string; route: RecordedRoute; policy: EndpointPolicy; probeOf: ProbeOf };

export type Matrix = { rows: Row[]; columns: Identity[]; owner: Person; missing: string[] };

/** How a cell's request reaches the server: inject() in one process, or fetch through nginx to several. */
export type SendProbe = (method: string, probe: Probe, who: Identity) => Promise<{ statusCode: number; body: string }>;

/**
 * The rows (every route the app registers, which the test file records by mocking fastify) and
 * the columns, with the records each URL names, made through `app`.
 */
export const buildMatrix = async (app: TestApp): Promise<Matrix> => {
  const clerkEmail = `matrix.clerk.${process.pid}@example.test`;
  const clerk = { ...(await signedIn(app, { type: 'admin', email: clerkEmail })), email: clerkEmail };
  const identities = await createIdentities(app, clerk);
  const { owner, columns } = identities;
  const make = recordMaker(app, clerk, owner);
  await make.order(identities.other.id);
  const [tax] = await app.deps.database.db.select({ id: taxes.id }).from(taxes).orderBy(asc(taxes.id)).limit(1);
  const samples = await createSamples({ app, admin: clerk, customer: owner, taxId: tax!.id });
  const probes = await createProbes(app, make, samples, owner);

  const rows: Row[] = [];
  const missing: string[] = [];
  for (const route of routesOf(app)) {
    if (route.method === 'HEAD' || route.method === 'OPTIONS' || isUnpolicedRoute(route.url)) continue;
    const key = `${route.method} ${route.url.slice('/api'.length)}`;
    const policy = policyFor(route.method, route.url.slice('/api'.length));
    const probeOf = probes[key] ?? (/[:*]/.test(route.url) ? undefined : async () => ({ url: route.url }));
    if (!policy) missing.push(`${key}: no entry in the access policy`);
    else if (!probeOf) missing.push(`${key}: no URL fixture naming the owner's records`);
    else rows.push({ key, route, policy, probeOf });
  }
  return { rows, columns, owner, missing };
};

/** Sends every cell and compares its status with the policy's; the table is what the reviewed copy holds. */
export const runMatrix = async (matrix: Matrix, send: SendProbe) => {
  const started = performance.now();
  const mismatches: string[] = [];
  const table: TableRow[] = [];
  for (const row of matrix.rows) {
    const first = await row.probeOf(null);
    const params = paramsOf(row.route.url, first.url);
    const cells: Expected[] = [];
    for (const who of matrix.columns) {
      const expected = expectedAnswer(row.policy, who.caller, params, matrix.owner.id);
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
  const cells = matrix.rows.length * matrix.columns.length;
  return { mismatches, cells, seconds: (performance.now() - started) / 1000, table: renderTable(matrix.columns, table) };
};
