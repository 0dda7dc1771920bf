import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

type RequestHold = { holding: boolean };

const requests = new AsyncLocalStorage<RequestHold>();

/**
 * A request that holds one pool connection and waits for a second can deadlock the server: ten
 * such requests hold all ten and wait forever. The pool refuses the second at once instead, so the
 * mistake is a failed request in the tests, never a frozen server in the warehouse.
 */
export class SecondConnectionError extends Error {
  constructor() {
    super('A request that holds a database connection asked the pool for another; use request.db.');
  }
}

/** The pool had no connection free within its acquire timeout: the server is overloaded, try again. */
export class PoolBusyError extends Error {
  constructor() {
    super('No database connection became free in time.');
  }
}

/** Drizzle wraps a failed query's error in `cause`, so the busy pool may sit a level down. */
export const isPoolBusy = (error: unknown) => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) if (current instanceof PoolBusyError) return true;
  return false;
};

/** Runs the rest of a request (its hooks and handler) in a context that knows whether it holds a connection. */
export const runRequest = (next: () => void) => requests.run({ holding: false }, next);

/** The mutations layer marks the request while its transaction holds a connection. */
export const markHolding = (holding: boolean) => {
  const hold = requests.getStore();
  if (hold) hold.holding = holding;
};

/** Work that outlives its request (mail after the answer) must not inherit the request's hold. */
export const outsideRequest = <T>(task: () => T): T => requests.exit(task);

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, release: (release?: unknown) => void) => void;

// pg-pool words both of its connection timeouts (waiting in the queue, opening a connection) this way.
const isAcquireTimeout = (error: Error) => /timeout/i.test(error.message);

/** Makes a pool refuse a second connection to a request that holds one, and name an acquire timeout. */
export const guardPool = (pool: pg.Pool) => {
  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  const guarded = (done: ConnectCallback) => {
    if (requests.getStore()?.holding) return done(new SecondConnectionError(), undefined, () => {});
    connect((error, client, release) => done(error && isAcquireTimeout(error) ? new PoolBusyError() : error, client, release));
  };
  // pg's query() checks out through this.connect too, so both paths pass the guard.
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) return guarded(callback);
    return new Promise<pg.PoolClient>((resolve, reject) => guarded((error, client) => (error ? reject(error) : resolve(client!))));
  }) as typeof pool.connect;
  return pool;
};
