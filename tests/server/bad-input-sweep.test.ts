import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { orders } from '../../src/server/db/schema';
import { databaseFingerprint } from '../helpers/server/database-fingerprint';
import { idempotencyKey } from '../helpers/server/factories';
import type { RecordedRoute } from '../helpers/server/route-recorder';
import { createTestApp, type TestApp } from '../helpers/server/test-app';
import { deeplyNested, leavesOf, nulKey, poisons, withLeaf, type Leaf, type Path } from '../helpers/server/bad-input/poisons';
import { createSweepWorld, routeKey, target, type Identity } from '../helpers/server/bad-input/sweep-world';

// Every route buildApp registers, with its zod schemas (see route-recorder).
vi.mock('fastify', async (importOriginal) => (await import('../helpers/server/route-recorder')).recordingFastify(await importOriginal()));

type SweepWorld = Awaited<ReturnType<typeof createSweepWorld>>;

let app: TestApp;
let world: SweepWorld;
let sequence = 0;

beforeAll(async () => {
  app = await createTestApp();
  world = await createSweepWorld(app, 'sweep');
});
afterAll(async () => app.close());

const isMutating = (route: RecordedRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);

/** A refusal that tells the truth; never a 500, and never a success for input that cannot be stored. */
const honest = [400, 401, 403, 404, 409, 413, 415];

/** A 400 must say which field: the poisoned one, or the list or union holding it (null: whatever the body as a whole). */
const namesPath = (response: LightMyRequestResponse, path: Path | null) => {
  if (response.statusCode !== 400 || path === null) return true;
  const fields = Object.keys((response.json() as { error: { fields?: Record<string, string> } }).error.fields ?? {});
  const dotted = path.join('.') || '_';
  return fields.some((field) => field === dotted || dotted.startsWith(`${field}.`) || field.startsWith(`${dotted}.`));
};

const describeAnswer = (response: LightMyRequestResponse) => `${response.statusCode} ${response.body.slice(0, 160)}`;

/** Each sweep is one test over every route, so it grows with the API: thousands of requests, 7 to 20 s on a loaded 2-core machine. */
const sweep = { timeout: 120_000 };

describe('the sweep covers what the outside probe found', () => {
  it('finds the routes and the fields of every kind', () => {
    expect(world.routes.length).toBeGreaterThan(40);
    const found = (key: string, part: 'body' | 'querystring') => {
      const schema = world.routes.find((r) => routeKey(r) === key)?.schema?.[part] as z.ZodType | undefined;
      return schema ? leavesOf(schema).map((leaf) => `${leaf.path.join('.')} ${leaf.kind}`) : [];
    };
    expect(found('POST /users', 'body')).toEqual(expect.arrayContaining(['last_name nul', 'island int2', 'location int2', 'password nul']));
    expect(found('PUT /users/:id', 'body')).toEqual(expect.arrayContaining(['data.location int2', 'data.island int2']));
    expect(found('POST /workers', 'body')).toEqual(expect.arrayContaining(['location int2']));
    expect(found('POST /calculatorv2', 'body')).toEqual(expect.arrayContaining(['items.0.tax_id int4', 'orderInfo.arrival date', 'packageInfo.weight tiny']));
    expect(found('POST /calculator', 'body')).toEqual(expect.arrayContaining(['data.weight tiny']));
    expect(found('POST /logs', 'body')).toEqual(expect.arrayContaining(['data.fromDate date', 'data.workerId int4']));
    expect(found('POST /deliveries/:id/delivered', 'body')).toEqual(expect.arrayContaining(['delivered_at date-time']));
    expect(found('POST /scan', 'body')).toEqual(expect.arrayContaining(['data.occurred_at date-time', 'data.qrcodes.0.occurred_at date-time', 'data.checkpoint int4']));
    expect(found('GET /orders/paginated', 'querystring')).toEqual(expect.arrayContaining(['search nul', 'start date', 'end date', 'page int4', 'location int2']));
    expect(found('GET /packages/paginated', 'querystring')).toEqual(expect.arrayContaining(['start date', 'checkpoint int4']));
    expect(found('GET /deliveries', 'querystring')).toEqual(expect.arrayContaining(['date date', 'search nul']));
  });
});

describe('bad ids in the path', () => {
  // As the probe sent them, URL-encoded where a URL needs it (' 16' and NUL).
  const badIds = ['2147483648', '99999999999999999999', '0x10', '1e3', '%2016', '-1', '0', '%00'];

  it('are answered 400 or 404 on every route, for every identity the policy lets through, and change nothing', sweep, async () => {
    expect(world.customer.caller.id).toBe(target);
    const idRoutes = world.routes.filter((r) => r.url.includes('/:'));
    expect(idRoutes.length).toBeGreaterThan(25);
    // Bodies made up front: a sample may write (a delivery to tick), which the fingerprint must not see.
    const bodies = new Map<string, unknown>();
    for (const route of idRoutes) if (world.samples[routeKey(route)]) bodies.set(routeKey(route), (await world.samples[routeKey(route)]!(++sequence)).body);
    const before = await databaseFingerprint(app);
    const failures: string[] = [];
    for (const route of idRoutes) {
      for (const who of world.callersOf(route)) {
        for (const bad of badIds) {
          const url = route.url.replace(/:[A-Za-z]+/g, bad);
          const body = bodies.get(routeKey(route));
          const response = await app.inject({ method: route.method as 'GET', url, headers: who.headers, ...(body === undefined ? {} : { payload: body as object }) });
          if (![400, 404].includes(response.statusCode)) failures.push(`${who.name} ${route.method} ${url} → ${describeAnswer(response)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(app)).toEqual(before);
    const [order] = await app.deps.database.db.select().from(orders).where(eq(orders.id, target));
    expect(order?.deletedAt).toBeNull();
  });
});

describe('poisoned bodies', () => {
  const send = (route: RecordedRoute, who: Identity, url: string, payload: unknown, withKey: boolean) =>
    app.inject({
      method: route.method as 'POST',
      url,
      headers: { ...who.headers, 'content-type': 'application/json', ...(withKey ? { 'idempotency-key': idempotencyKey() } : {}) },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('are refused with 400 (or an honest 4xx) on every mutating route, with and without an Idempotency-Key', sweep, async () => {
    const mutating = world.routes.filter(isMutating);
    expect(mutating.length).toBeGreaterThan(25);
    const failures: string[] = [];
    const expectRefused = (what: string, response: LightMyRequestResponse, path: Path | null) => {
      if (!honest.includes(response.statusCode) || !namesPath(response, path)) failures.push(`${what} → ${describeAnswer(response)}`);
    };
    for (const route of mutating) {
      const key = routeKey(route);
      const who = world.callersOf(route)[0]!;
      const body = route.schema?.body as z.ZodType | undefined;
      const sampleOf = world.samples[key];
      if (body && !sampleOf) {
        failures.push(`${key}: no sample body in bad-input/samples.ts`);
        continue;
      }
      const leaves: Leaf[] = body ? leavesOf(body) : [];
      if (sampleOf) {
        const base = await sampleOf(++sequence);
        if (!body?.safeParse(base.body).success) failures.push(`${key}: the sample body does not pass the route's schema`);
        const answer = await send(route, who, base.url ?? world.validUrl(route, who), base.body, false);
        const answered = base.status === undefined ? answer.statusCode < 300 : answer.statusCode === base.status;
        if (!answered) failures.push(`${key}: the sample itself → ${describeAnswer(answer)}`);
      }
      for (const withKey of [false, true]) {
        const what = (poison: string) => `${key} ${poison}${withKey ? ' with Idempotency-Key' : ''}`;
        for (const leaf of leaves) {
          const sample = await sampleOf!(++sequence);
          const response = await send(route, who, sample.url ?? world.validUrl(route, who), withLeaf(sample.body, leaf.path, poisons[leaf.kind]), withKey);
          expectRefused(what(`${leaf.kind} at ${leaf.path.join('.')}`), response, leaf.path);
        }
        const sample = sampleOf ? await sampleOf(++sequence) : { url: undefined, body: {} };
        const keyed = sample.body !== null && typeof sample.body === 'object' ? { ...sample.body, [nulKey]: 1 } : { [nulKey]: 1 };
        expectRefused(what('NUL in a key'), await send(route, who, sample.url ?? world.validUrl(route, who), keyed, withKey), null);
        expectRefused(what('100,000 nested arrays'), await send(route, who, sample.url ?? world.validUrl(route, who), deeplyNested, withKey), null);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('poisoned query strings', () => {
  const asText: Record<Leaf['kind'], string[]> = {
    nul: [poisons.nul],
    int4: ['2147483648', '99999999999999999999', '0x10', '1e3', ' 16', '-1'],
    int2: ['32768'],
    date: [poisons.date],
    'date-time': [poisons['date-time']],
    tiny: ['5e-324'],
  };

  it('are refused with 400 (or an honest 4xx) on every route that takes one', sweep, async () => {
    const queried = world.routes.filter((r) => r.schema?.querystring);
    expect(queried.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of queried) {
      const who = world.callersOf(route)[0]!;
      const leaves = leavesOf(route.schema!.querystring as z.ZodType);
      const attempts = [...leaves.flatMap((leaf) => asText[leaf.kind].map((value) => ({ name: String(leaf.path[0]), value, path: leaf.path }))), { name: nulKey, value: '1', path: null }];
      for (const { name, value, path } of attempts) {
        const url = `${world.validUrl(route, who)}?${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
        const response = await app.inject({ method: route.method as 'GET', url, headers: who.headers });
        if (!honest.includes(response.statusCode) || !namesPath(response, path)) failures.push(`${route.method} ${url} → ${describeAnswer(response)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
