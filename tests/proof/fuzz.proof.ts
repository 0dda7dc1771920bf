import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { RecordedRoute } from '../helpers/server/route-recorder';
import { createTestApp, type TestApp } from '../helpers/server/test-app';
import { fuzzCases, type FuzzSample, type FuzzTarget } from '../helpers/server/fuzz/fuzz-cases';
import { fuzzRequest } from '../helpers/server/fuzz/fuzz-request';
import { count, describeCase, malformedIn, newTally, routeLine, totals, type RouteTally } from '../helpers/server/fuzz/fuzz-tally';
import { routeKey } from '../helpers/server/bad-input/sweep-world';
import { createFuzzWorld } from '../helpers/server/fuzz/fuzz-world';
import { stateChanges, stateSnapshotter, type StateSnapshot } from '../helpers/server/fuzz/state-snapshot';

// Every route buildApp registers, with its zod schemas (see route-recorder).
vi.mock('fastify', async (importOriginal) => (await import('../helpers/server/route-recorder')).recordingFastify(await importOriginal()));

/** Printed with the figures; FUZZ_SEED replays a run, FUZZ_ROUTE one route of it ('POST /scan'). */
const seed = Number(process.env.FUZZ_SEED ?? 20_260_521);
const runs = Number(process.env.FUZZ_RUNS ?? 500);
const onlyRoute = process.env.FUZZ_ROUTE;

/**
 * Tables a refusal may change by design, each only on the routes that do it. A route with a rate
 * limit counts every request it hears, on arrival and in a statement of its own, so a refused one is
 * a hit too. A refused sign-in records the failure outside any transaction, so the count that locks
 * an account survives the refusal. A card payment's journal row commits through its own pool before
 * the gateway is asked, so a charge is always on record, and a decline marks it declined
 * (docs/decisions.md, Checkout). The idempotency store is not among them: a refused request's key is
 * claimed inside its transaction and rolls back with it.
 */
const refusalRecords: Record<string, readonly string[]> = { 'POST /authenticate': ['login_failures'], 'POST /users/:id/cart/pay': ['card_payments'] };
const changesOnRefusal = (route: RecordedRoute) => [...(route.config?.rateLimit ? ['rate_limit_windows'] : []), ...(refusalRecords[routeKey(route)] ?? [])];

/** Each route's own seed, from the run's seed and its name, so one route replays alone. */
const routeSeed = (key: string) => [...key].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0, seed >>> 0);

let app: TestApp;
let world: Awaited<ReturnType<typeof createFuzzWorld>>;
let snapshots: Awaited<ReturnType<typeof stateSnapshotter>>;
let sampleNumber = 0;

beforeAll(async () => {
  app = await createTestApp();
  world = await createFuzzWorld(app);
  snapshots = await stateSnapshotter(app.deps.config.databaseUrl!);
});
afterAll(async () => {
  await snapshots.close();
  await app.close();
});

/** What a refused request changed, but for its route's changesOnRefusal; the state read only when the log has moved. */
const changesSince = async (before: StateSnapshot, tally: RouteTally, route: RecordedRoute) => {
  if (!(await snapshots.mayHaveChanged(before))) return { tables: [], after: null };
  tally.stateReads++;
  const after = await snapshots.take();
  return { tables: stateChanges(before, after, changesOnRefusal(route)), after };
};

/**
 * fast-check drives one route at a time with malformed requests made from its schemas and a valid
 * sample. Each must be answered below 500; each refused one must leave every table's row count and
 * money sums as they were. An accepted one changes the state legitimately: the state is taken
 * again, and the sample made anew, since the accepted request may have used it up.
 */
const fuzzRoute = async (route: RecordedRoute): Promise<RouteTally> => {
  const key = routeKey(route);
  const tally = newTally(key);
  await world.refreshSessions();
  const who = world.callersOf(route)[0]!;
  let sample: FuzzSample;
  let before: StateSnapshot;
  // Making a sample writes too (an order, an invoice) and may mail in the background: all of it before the state is taken.
  const startAfresh = async () => {
    sample = await world.sampleOf(route, ++sampleNumber);
    await app.deps.background.drain();
    before = await snapshots.take();
  };
  await startAfresh();
  const target: FuzzTarget = { method: route.method, pattern: route.url, schema: route.schema as { body?: z.ZodType; querystring?: z.ZodType } | undefined, sample: sample! };
  const property = fc.asyncProperty(fuzzCases(target), async (fuzzCase) => {
    const request = await fuzzRequest(target, sample, fuzzCase, who.headers);
    const response = await app.inject(request);
    // Mail and other work after a commit runs in the background: its rows belong to this request.
    await app.deps.background.drain();
    count(tally, fuzzCase, response.statusCode);
    const what = `${response.statusCode} ${request.method} ${request.url.slice(0, 150)} ${describeCase(fuzzCase)} → ${response.body.slice(0, 200)}`;
    if (response.statusCode < 400) {
      const malformed = malformedIn(response.body);
      if (malformed) tally.acceptedMalformed.push(`${malformed}  ← ${describeCase(fuzzCase)}`);
      await startAfresh();
      return;
    }
    const changed = await changesSince(before, tally, route);
    if (changed.after) before = changed.after;
    if (response.statusCode >= 500) tally.serverErrors.push(what);
    if (changed.tables.length > 0) tally.halfWrites.push(`${what}\n      changed: ${changed.tables.join('; ')}`);
    expect(response.statusCode, what).toBeLessThan(500);
    expect(changed.tables, what).toEqual([]);
  });
  const details = await fc.check(property, { seed: routeSeed(key), numRuns: runs, timeout: 60_000 });
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message.split('\n')[0] : String(details.errorInstance);
    tally.counterexample = `${fc.stringify(details.counterexample)}\n      replay: FUZZ_SEED=${seed} FUZZ_ROUTE='${key}' (seed ${details.seed}, path ${details.counterexamplePath})\n      ${error}`;
  }
  return tally;
};

describe('malformed requests on every mutating route', () => {
  it('are never answered 5xx, and a refused one writes nothing', async () => {
    const started = performance.now();
    const routes = world.routes.filter((route) => onlyRoute === undefined || routeKey(route) === onlyRoute);
    expect(routes.length).toBeGreaterThan(onlyRoute === undefined ? 50 : 0);
    const tallies: RouteTally[] = [];
    for (const route of routes) tallies.push(await fuzzRoute(route));
    const seconds = (performance.now() - started) / 1000;

    const sum = totals(tallies);
    const accepted = tallies.filter((t) => t.acceptedMalformed.length > 0).map((t) => `  ${t.route}: ${t.acceptedMalformed.length}, e.g. ${t.acceptedMalformed.slice(0, 2).join('\n      ')}`);
    console.log(
      [
        `Fuzzing, seed ${seed} (FUZZ_SEED), ${runs} cases a route; money columns: ${snapshots.moneyColumns.length}`,
        ...tallies.map((t) => `  ${routeLine(t)}`),
        `Accepted with malformed text in the answer:${accepted.length === 0 ? ' none' : `\n${accepted.join('\n')}`}`,
        `${sum.routes} routes, ${sum.sent} requests sent, ${sum.serverErrors} answered 5xx, ${sum.halfWrites} half-written refusals, ${sum.accepted} accepted, ${seconds.toFixed(0)} s`,
        `(state figures read after ${sum.stateReads} refusals that moved the write-ahead log; the others wrote nothing at all)`,
      ].join('\n'),
    );

    const failed = tallies.filter((t) => t.counterexample !== null);
    const report = (lines: (t: RouteTally) => string[]) =>
      failed.flatMap((t) => (lines(t).length > 0 ? [`${t.route}: ${lines(t).slice(0, 3).join('\n    ')}\n    minimal: ${t.counterexample}`] : []));
    expect.soft(report((t) => t.serverErrors)).toEqual([]);
    expect.soft(report((t) => t.halfWrites)).toEqual([]);
    // A case that failed otherwise: the request could not be made, or its answer took over a minute.
    expect.soft(failed.filter((t) => t.serverErrors.length + t.halfWrites.length === 0).map((t) => `${t.route}: ${t.counterexample}`)).toEqual([]);
    expect(tallies.filter((t) => t.sent < runs).map((t) => `${t.route}: ${t.sent} sent`)).toEqual([]);
  });
});
