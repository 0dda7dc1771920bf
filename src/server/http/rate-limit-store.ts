import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { countHit } from './rate-limit-queries';

type Route = { method?: unknown; url?: unknown };

/**
 * Each route with a limit counts apart: registering ten times does not use up the sign-in budget.
 * HEAD runs a GET route's handler, so the two share one count.
 */
export const routeKey = ({ method, url }: Route, client: string) => `${method === 'HEAD' ? 'GET' : String(method)} ${String(url)} ${client}`;

/** One route's counts, kept in PostgreSQL so that every API process and a restart see the same ones. */
class RouteStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly route: Route,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
    countHit(this.db, routeKey(this.route, key), timeWindow).then(
      ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
    // The plugin hands a route's merged limit options with the route under routeInfo; its types say otherwise.
    const { routeInfo } = routeOptions as unknown as { routeInfo: Route };
    return new RouteStore(this.db, routeInfo);
  }
}

/**
 * The rate limiter's store: the plugin builds it once with its own options and asks it for a child
 * per limited route. Only fixed windows are kept, which is what the limits here use.
 */
export const postgresRateLimitStore = (db: Db): FastifyRateLimitStoreCtor =>
  class extends RouteStore {
    constructor() {
      super(db, {});
    }
  };
