import autocannon from 'autocannon';
import type { Options, Result } from 'autocannon';

export type Measurement = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** 2xx answers in the whole run (the scan ingest checks them against the rows written). */
  ok2xx: number;
  errors: number;
  timeouts: number;
};

export type MeasureOptions = {
  url: string;
  headers: Record<string, string>;
  seconds: number;
  connections: number;
  /** Requests other than a plain GET of url (the scan ingest posts a new batch each time). */
  requests?: Options['requests'];
  /** One request sent again and again other than a GET: POST /logs with its search. */
  method?: 'POST';
  body?: string;
};

const summarise = (name: string, result: Result): Measurement => ({
  name,
  requestsPerSecond: result.requests.mean,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  ok2xx: result['2xx'],
  errors: result.errors,
  timeouts: result.timeouts,
});

/**
 * One endpoint for a fixed duration. The load runs in a worker thread, so the client
 * does not share the server's event loop (which is on the main thread).
 */
export const measure = async (name: string, options: MeasureOptions): Promise<Measurement> => {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.seconds,
    workers: 1,
    timeout: 10,
    ...(options.requests ? { requests: options.requests } : {}),
    ...(options.method ? { method: options.method, body: options.body } : {}),
  });
  return summarise(name, result);
};
