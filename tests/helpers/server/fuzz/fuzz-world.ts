import { eq } from 'drizzle-orm';
import { businessToday } from '../../../../src/server/time';
import { users } from '../../../../src/server/db/schema';
import { signToken } from '../../../../src/server/http/tokens';
import { createSweepWorld, routeKey } from '../bad-input/sweep-world';
import type { RecordedRoute } from '../route-recorder';
import type { TestApp } from '../test-app';
import type { FuzzSample } from './fuzz-cases';
import { createRouteSamples } from './route-samples';

/**
 * The server with what the fuzzer needs around it: the bad-input sweep's (every route, a special
 * admin and a customer who owns the records the routes name, a valid request of each route that
 * takes a body), only the mutating routes, and valid requests of those without a body sample.
 */
export const createFuzzWorld = async (app: TestApp) => {
  const world = await createSweepWorld(app, 'fuzz');
  const { admin, customer, callersOf, validUrl, samples } = world;
  const firstOrder = world.ownedOrders[0]!;
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
    taxId: world.taxId,
    order: firstOrder.order.id,
    shipment: (shipped.json() as { id: number }).id,
  });

  return {
    routes: world.routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method)),
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
