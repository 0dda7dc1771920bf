/** Knobs of the benchmark, read from the environment once. */
export type BenchOptions = {
  seconds: number;
  customers: number;
  connections: number;
  /** An external server: the bench creates and drops a throwaway database on it. */
  databaseUrl: string | undefined;
  /** Hard limit for the whole run; past it everything is torn down and the process exits. */
  timeLimitMs: number;
};

const positiveInt = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got ${value}`);
  return n;
};

export const endpointCount = 6;

export const readOptions = (env: Record<string, string | undefined>): BenchOptions => {
  const seconds = positiveInt('BENCH_SECONDS', env.BENCH_SECONDS, 10);
  const customers = positiveInt('BENCH_CUSTOMERS', env.BENCH_CUSTOMERS, 50_000);
  // Setup (PostgreSQL, migrations, COPY) grows with the row count; each endpoint gets its duration plus slack.
  const defaultLimit = 120 + Math.ceil(customers / 1_000) + endpointCount * (seconds + 30);
  return {
    seconds,
    customers,
    connections: 10,
    databaseUrl: env.DATABASE_URL || undefined,
    timeLimitMs: positiveInt('BENCH_TIME_LIMIT_SECONDS', env.BENCH_TIME_LIMIT_SECONDS, defaultLimit) * 1_000,
  };
};
