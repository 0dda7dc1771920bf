import { asc } from 'drizzle-orm';
import { decideAccess, policyFor, type Caller } from '../../../../src/domain/access';
import { taxes } from '../../../../src/server/db/schema';
import { isUnpolicedRoute } from '../../../../src/server/http/access';
import { createUser, signedIn } from '../factories';
import { createOrder } from '../orders-factory';
import { routesOf, type RecordedRoute } from '../route-recorder';
import type { TestApp } from '../test-app';
import { createSamples } from './samples';

export type Identity = { name: string; caller: NonNullable<Caller>; email: string; headers: Record<string, string> };

/** Ids the probe's loose reading turned into 16: it must exist for 'DELETE /orders/0x10' to show harm. */
export const target = 16;

/** A route as the access policy names it: 'POST /orders/:id'. */
export const routeKey = (route: RecordedRoute) => `${route.method} ${route.url.slice('/api'.length)}`;

/**
 * What the bad-input sweep and the fuzzing send their requests into: every policed route the app
 * registers (with its zod schemas, recorded as it was added), a special admin and a customer who
 * is user 16 and owns orders 1 to 16 (and packages 1 to 16), and a valid request of each mutating
 * route that takes a body, to spoil.
 */
export const createSweepWorld = async (app: TestApp, prefix: string) => {
  const routes = routesOf(app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !isUnpolicedRoute(r.url));
  const identity = async (name: string, type: 'admin' | 'personal', special: boolean): Promise<Identity> => {
    const email = `${prefix}-${name}.${process.pid}@example.test`;
    const actor = await signedIn(app, { type, special, email });
    return { name: `${prefix}-${name}`, caller: { id: actor.id, account_type: type, special }, email, headers: actor.headers };
  };
  const admin = await identity('admin', 'admin', true);
  while ((await createUser(app, { type: 'worker' })).id < target - 1);
  const customer = await identity('customer', 'personal', false);
  const owned = [];
  for (let i = 0; i < target; i++) owned.push(await createOrder(app, { customer: customer.caller.id }));
  const [tax] = await app.deps.database.db.select({ id: taxes.id }).from(taxes).orderBy(asc(taxes.id)).limit(1);
  const samples = await createSamples({
    app,
    admin: { id: admin.caller.id, email: admin.email, headers: admin.headers },
    customer: { id: customer.caller.id, email: customer.email },
    taxId: tax!.id,
  });

  /** The identities the access policy lets through: the special admin for staff routes, the customer for their own. */
  const callersOf = (route: RecordedRoute) =>
    [admin, customer].filter((who) => decideAccess(policyFor(route.method, route.url.slice('/api'.length))!, who.caller, { id: String(who.caller.id) }) === 'allow');

  /** The route's URL naming records that exist: the customer's own id on their routes, else the target. */
  const validUrl = (route: RecordedRoute, who: Identity) =>
    route.url.replace(/:[A-Za-z]+/g, String(who === customer ? who.caller.id : target)).replace(/\*$/, 'some/file.pdf');

  return { routes, admin, customer, ownedOrders: owned, taxId: tax!.id, samples, callersOf, validUrl };
};
