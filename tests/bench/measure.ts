import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { Options, Result } from 'autocannon';
import { median, spreadOf, type Spread } from './stats';

/** One timed load of an endpoint. */
export type Round = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  ok2xx: number;
  errors: number;
  timeouts: number;
  /** Requests sent, answered or not (those in flight when the round ended were sent but never answered). */
  sent: number;
  seconds: number;
};


/**
 * A figure as the median of its counted rounds, with the spread of those rounds. The warm-up
 * round runs first and is not counted: the pool's connections, the statements they prepare and
 * the JIT are cold at first.
 */
export type Measurement<Observed = undefined> = {
  name: string;
  /** Medians over the counted rounds. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  spread: { requestsPerSecond: Spread; p99Ms: Spread };
  /** Sums over the counted rounds. */
  non2xx: number;
  ok2xx: number;
  errors: number;
  timeouts: number;
  rounds: (Round & { observed: Observed })[];
  warmup: (Round & { observed: Observed }) | null;
};

/** Watches a round from just before its load starts to just after it ends (CPU, the database's counters). */
export type RoundObserver<Observed> = () => Promise<() => Promise<Observed>>;

export type MeasureOptions<Observed = undefined> = {
  url: string;
  headers: Record<string, string>;
  /** Seconds of one round. */
  seconds: number;
  connections: number;
  /** Counted rounds (1 when unset). */
  rounds?: number;
  /** Seconds of the warm-up round before them; 0 or unset, none. */
  warmupSeconds?: number;
  /**
   * Requests other than a plain GET of url (the scan ingest posts a new batch each time). A
   * function is called for each round with the requests sent in the rounds before, so a load that
   * uses up a pool (one order per invoice) starts each round past what the earlier ones used.
   */
  requests?: Options['requests'] | ((sentBefore: number) => Options['requests']);
  /** One request sent again and again other than a GET: POST /logs with its search. */
  method?: 'POST';
  body?: string;
  observe?: RoundObserver<Observed>;
};

const roundOf = (result: Result): Round => ({
  // Answers over the round's own clock: autocannon's per-second mean can take a last, nearly empty sample.
  requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  ok2xx: result['2xx'],
  errors: result.errors,
  timeouts: result.timeouts,
  sent: result.requests.sent,
  seconds: result.duration,
});

/** Requests still in flight when a round ends are answered to no one; they get this long to finish before the next round. */
const settleMs = 250;

const runRound = async <Observed>(options: MeasureOptions<Observed>, seconds: number, sentBefore: number) => {
  const requests = typeof options.requests === 'function' ? options.requests(sentBefore) : options.requests;
  const stop = options.observe ? await options.observe() : null;
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: seconds,
    // The load runs in a worker thread, so the client does not share the event loop of a server in this process.
    workers: 1,
    timeout: 10,
    ...(requests ? { requests } : {}),
    ...(options.method ? { method: options.method, body: options.body } : {}),
  });
  await sleep(settleMs);
  const observed = (stop ? await stop() : undefined) as Observed;
  return { ...roundOf(result), observed };
};

const sum = (rounds: readonly Round[], key: 'non2xx' | 'ok2xx' | 'errors' | 'timeouts') => rounds.reduce((n, r) => n + r[key], 0);

/**
 * One endpoint under load: a warm-up round, then `rounds` rounds of `seconds` each, reported as
 * the median and the spread of the rounds. `url` is any base the caller chooses (a server in this
 * process, another process, a proxy in front of several).
 */
export const measure = async <Observed = undefined>(name: string, options: MeasureOptions<Observed>): Promise<Measurement<Observed>> => {
  let sent = 0;
  const warmup = options.warmupSeconds ? await runRound(options, options.warmupSeconds, sent) : null;
  sent += warmup?.sent ?? 0;
  const rounds: (Round & { observed: Observed })[] = [];
  for (let i = 0; i < Math.max(1, options.rounds ?? 1); i++) {
    const round = await runRound(options, options.seconds, sent);
    sent += round.sent;
    rounds.push(round);
  }
  const rps = rounds.map((r) => r.requestsPerSecond);
  const p99 = rounds.map((r) => r.p99Ms);
  return {
    name,
    requestsPerSecond: median(rps),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(p99),
    spread: { requestsPerSecond: spreadOf(rps), p99Ms: spreadOf(p99) },
    non2xx: sum(rounds, 'non2xx'),
    ok2xx: sum(rounds, 'ok2xx'),
    errors: sum(rounds, 'errors'),
    timeouts: sum(rounds, 'timeouts'),
    rounds,
    warmup,
  };
};
