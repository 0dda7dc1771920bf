/** Knobs of the benchmark, read from the environment (and `--only` from the command line) once. */
export type BenchOptions = {
  /** Seconds of one round of a load; each figure is the median of `rounds` of them, after a warm-up. */
  seconds: number;
  rounds: number;
  warmupSeconds: number;
  customers: number;
  /** Orders spread over two years; packages (1–3 per order, one item each) and tracking events in total. */
  orders: number;
  packages: number;
  events: number;
  /** Invoices on the oldest orders; the loads generate more and pay carts on top of them. */
  invoices: number;
  connections: number;
  /** An external server: the bench creates and drops a throwaway database on it. */
  databaseUrl: string | undefined;
  /** Hard limit for the whole run; past it everything is torn down and the process exits. */
  timeLimitMs: number;
  /**
   * `--only scan`, `--only money`, `--only shipments`, `--only reports`, `--only portal`,
   * `--only logs`, `--only dashboard`, `--only customers` or `--only processes` (or BENCH_ONLY): the
   * scan ingest, invoice generation and checkout, the shipments reads, end of day and the reports, the
   * customer portal's reads, the activity log over a million rows, the admin dashboard's four reads,
   * the order form's offline customer index (download, delta and search), or the health ceiling, the
   * orders list, the alert counts and the scan ingest through nginx to 1, 2 and 4 API processes,
   * alone between the two health ceilings.
   */
  only: BenchPart | undefined;
  /** BENCH_SERVER=process: the app in a process of its own (as production runs it) rather than in the bench's. */
  serverProcess: boolean;
  /** BENCH_KEEP_DATABASE=1: after the run, PostgreSQL and the app stay up (until Ctrl-C or the time limit) for EXPLAIN and curl. */
  keepDatabase: boolean;
};

export const benchParts = ['scan', 'money', 'shipments', 'reports', 'portal', 'logs', 'dashboard', 'customers', 'processes'] as const;
export type BenchPart = (typeof benchParts)[number];

/** Whether a run does this part: a whole run does every one, `--only` just its own. */
export const runsPart = (options: Pick<BenchOptions, 'only'>, part: BenchPart) => options.only === undefined || options.only === part;

const readOnly = (value: string | undefined): BenchPart | undefined => {
  if (value === undefined || value === '') return undefined;
  const part = benchParts.find((p) => p === value);
  if (!part) throw new Error(`--only takes one of ${benchParts.join(', ')}, got ${value}`);
  return part;
};

const readServer = (value: string | undefined) => {
  if (value === undefined || value === '' || value === 'inline') return false;
  if (value === 'process') return true;
  throw new Error(`BENCH_SERVER takes inline or process, got ${value}`);
};

const argValue = (argv: readonly string[], name: string) => {
  const i = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (i < 0) return undefined;
  return argv[i]!.includes('=') ? argv[i]!.slice(name.length + 1) : argv[i + 1];
};

const positiveInt = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got ${value}`);
  return n;
};

const nonNegativeInt = (name: string, value: string | undefined, fallback: number) => (value === '0' ? 0 : positiveInt(name, value, fallback));

/**
 * The endpoints measured (12 reads, 8 of shipments, 11 of end of day and the reports, 5 of the
 * portal, 6 of the activity log, 4 of the admin dashboard), the health ceiling twice, the scan
 * ingest, invoice generation and checkout, and 4 loads at each of 3 process counts behind nginx.
 */
export const endpointCount = 63;

export const readOptions = (env: Record<string, string | undefined>, argv: readonly string[] = []): BenchOptions => {
  const seconds = positiveInt('BENCH_SECONDS', env.BENCH_SECONDS, 4);
  const rounds = positiveInt('BENCH_ROUNDS', env.BENCH_ROUNDS, 3);
  const warmupSeconds = nonNegativeInt('BENCH_WARMUP_SECONDS', env.BENCH_WARMUP_SECONDS, 2);
  const customers = positiveInt('BENCH_CUSTOMERS', env.BENCH_CUSTOMERS, 50_000);
  const orders = positiveInt('BENCH_ORDERS', env.BENCH_ORDERS, 500_000);
  const packages = positiveInt('BENCH_PACKAGES', env.BENCH_PACKAGES, 2 * orders);
  const events = positiveInt('BENCH_EVENTS', env.BENCH_EVENTS, 3 * packages);
  if (packages < orders || packages > 3 * orders) throw new Error(`BENCH_PACKAGES must be between BENCH_ORDERS and 3 times it (1–3 per order), got ${packages}`);
  const invoices = positiveInt('BENCH_INVOICES', env.BENCH_INVOICES, Math.min(200_000, Math.floor(orders * 0.4)));
  if (invoices > orders) throw new Error(`BENCH_INVOICES must be at most BENCH_ORDERS (one invoice an order), got ${invoices}`);
  if (events < packages) throw new Error(`BENCH_EVENTS must be at least BENCH_PACKAGES (every package has its first scan), got ${events}`);
  // Setup (PostgreSQL, migrations, COPY, index builds) grows with the row count; each endpoint gets its rounds plus slack.
  const perEndpoint = warmupSeconds + rounds * (seconds + 2) + 30;
  const defaultLimit = 120 + Math.ceil(customers / 1_000) + Math.ceil((orders + packages * 2 + events + invoices) / 10_000) + endpointCount * perEndpoint;
  return {
    seconds,
    rounds,
    warmupSeconds,
    customers,
    orders,
    packages,
    events,
    invoices,
    connections: 10,
    databaseUrl: env.DATABASE_URL || undefined,
    timeLimitMs: positiveInt('BENCH_TIME_LIMIT_SECONDS', env.BENCH_TIME_LIMIT_SECONDS, defaultLimit) * 1_000,
    only: readOnly(argValue(argv, '--only') ?? env.BENCH_ONLY),
    serverProcess: readServer(env.BENCH_SERVER),
    keepDatabase: env.BENCH_KEEP_DATABASE === '1',
  };
};
