import { asc, eq } from 'drizzle-orm';
import { decideAccess, policyFor, type Caller } from '../../../../src/domain/access';
import { businessToday } from '../../../../src/server/time';
import { taxes, users } from '../../../../src/server/db/schema';
import { isUnpolicedRoute } from '../../../../src/server/http/access';
import { signToken } from '../../../../src/server/http/tokens';
import { createSamples } from '../bad-input/samples';
import { createUser, signedIn } from '../factories';
import { createOrder } from '../orders-factory';
import { routesOf, type RecordedRoute } from '../route-recorder';
import type { TestApp } from '../test-app';
import type { FuzzSample } from './fuzz-cases';
import { createRouteSamples } from './route-samples';

export type Identity = { name: string; caller: NonNullable<Caller>; email: string; headers: Record<string, string> };

/** Ids of the records a route without a sample names: the customer is user 16 and owns orders 1 to 16. */
const target = 16;

/** A route as the access policy names it: 'POST /orders/:id'. */
export const routeKey = (route: RecordedRoute) => `${route.method} ${route.url.slice('/api'.length)}`;

/**
 * The server with what the fuzzer needs around it, as the bad-input sweep sets it up: every
 * mutating route, a special admin and a customer who owns the records the routes name, and a
 * valid request of each route to mutate.
 */
export const createFuzzWorld = async (app: TestApp) => {
  const routes = routesOf(app).filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !isUnpolicedRoute(r.url));
  const identity = async (name: string, type: 'admin' | 'personal', special: boolean): Promise<Identity> => {
    const email = `${name}.${process.pid}@example.test`;
    const actor = await signedIn(app, { type, special, email });
    return { name, caller: { id: actor.id, account_type: type, special }, email, headers: actor.headers };
  };
  const admin = await identity('fuzz-admin', 'admin', true);
  while ((await createUser(app, { type: 'worker' })).id < target - 1);
  const customer = await identity('fuzz-customer', 'personal', false);
  const owned = [];
  for (let i = 0; i < target; i++) owned.push(await createOrder(app, { customer: customer.caller.id }));
  const firstOrder = owned[0]!;
  const [tax] = await app.deps.database.db.select({ id: taxes.id }).from(taxes).orderBy(asc(taxes.id)).limit(1);
  const samples = await createSamples({ app, admin: { id: admin.caller.id, email: admin.email, headers: admin.headers }, customer: { id: customer.caller.id, email: customer.email }, taxId: tax!.id });
  const shipped = await app.inject({
    method: 'POST',
    url: '/api/shipments',
    headers: admin.headers,
    payload: { data: { carrier: 'Fuzz Line', arrival_date: businessToday(), packages: [firstOrder.packages[0]!.id] } },
  });
  const routeSamples = createRouteSamples({
    app,
    admin: { id: admin.caller.id, headers: admin.headers },
    customer: { id: customer.caller.id },
    taxId: tax!.id,
    order: firstOrder.order.id,
    shipment: (shipped.json() as { id: number }).id,
  });

  /** The identities the access policy lets through: the special admin for staff routes, the customer for their own. */
  const callersOf = (route: RecordedRoute) =>
    [admin, customer].filter((who) => decideAccess(policyFor(route.method, route.url.slice('/api'.length))!, who.caller, { id: String(who.caller.id) }) === 'allow');

  /** The route's URL naming records that exist: the customer's own id on their routes, else the target. */
  const validUrl = (route: RecordedRoute, who: Identity) => route.url.replace(/:[A-Za-z]+/g, String(who === customer ? who.caller.id : target));

  return {
    routes,
    callersOf,
    /** A valid request of the route, made anew: an accepted request may have used up the last one. */
    sampleOf: async (route: RecordedRoute, n: number): Promise<FuzzSample> => {
      const key = routeKey(route);
      const own = samples[key];
      if (own) {
        const sample = await own(n);
        return { url: sample.url ?? validUrl(route, callersOf(route)[0]!), body: sample.body };
      }
      return (await routeSamples[key]?.(n)) ?? { url: validUrl(route, callersOf(route)[0]!) };
    },
    /**
     * New tokens at each identity's current session epoch: an accepted edit of the customer (a new
     * password) ends their older sessions, which would leave every later customer route at 401.
     */
    refreshSessions: async () => {
      for (const who of [admin, customer]) {
        const [row] = await app.deps.database.db.select({ epoch: users.sessionEpoch }).from(users).where(eq(users.id, who.caller.id));
        who.headers = { authorization: `Bearer ${await signToken(who.caller.id, app.deps.config.jwtSecret, row!.epoch)}` };
      }
    },
  };
};
