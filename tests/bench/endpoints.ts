import { packageAlertFilters, zAlertStats } from '../../src/domain/alerts';
import { customersPageSize, customerTypes } from '../../src/domain/constants';
import { zHealth } from '../../src/domain/health';
import { ordersPageSize, zOrdersPage } from '../../src/domain/orders';
import { packagesPageSize, zPackagesPage, type PackagesFilter } from '../../src/domain/packages';
import { methodsForFilter } from '../../src/domain/shipping-methods';
import { zCustomersPage } from '../../src/domain/users';
import { checkpoints } from '../../src/server/db/seed/reference-data';
import type { SeedResult } from './seed-scale';
import { searchFragments } from './seed-rows';

export type Endpoint = {
  name: string;
  path: string;
  authenticated: boolean;
  /** The body is handed to `check` as text (a CSV download) rather than parsed as JSON. */
  text?: boolean;
  /** Sent as a JSON POST instead of a GET (a read the spec makes a POST of, POST /logs). */
  body?: unknown;
  /** Null when a 200 body has the expected shape, else what is wrong with it. */
  check: (body: unknown) => string | null;
};

type Page = ReturnType<typeof zCustomersPage.parse>;

const checkHealth = (body: unknown) => {
  const parsed = zHealth.safeParse(body);
  if (!parsed.success) return `not a health body: ${parsed.error.message}`;
  return parsed.data.status === 'ok' ? null : `health is ${parsed.data.status}`;
};

/** A customers page that parses, holds only customers and passes `rule`. */
const checkPage = (rule: (page: Page) => string | null) => (body: unknown) => {
  const parsed = zCustomersPage.safeParse(body);
  if (!parsed.success) return `not a customers page: ${parsed.error.message}`;
  const page = parsed.data;
  if (page.data.length === 0) return 'empty page';
  const staff = page.data.find((row) => !(customerTypes as readonly string[]).includes(row.account_type));
  if (staff) return `staff account ${staff.id} in the customers list`;
  return rule(page);
};

const everyRowMatches = (fragment: string) =>
  checkPage((page) => {
    const miss = page.data.find((row) => !`${row.full_name} ${row.email}`.toLowerCase().includes(fragment));
    return miss ? `row ${miss.id} does not match "${fragment}"` : null;
  });

const paginated = (key: string, page = 1) => `/api/customers/paginated?key=${encodeURIComponent(key)}&page=${page}`;

type OrdersPage = ReturnType<typeof zOrdersPage.parse>;
type PackagesPage = ReturnType<typeof zPackagesPage.parse>;

export const newestFirst = (rows: readonly { created_at: string }[]) => {
  const at = rows.map((row) => Date.parse(row.created_at));
  const i = at.findIndex((t, n) => n > 0 && t > at[n - 1]!);
  return i < 0 ? null : `row ${i} is newer than the one before it`;
};

/** A full first orders page, newest first, whose rows pass `rule`. */
const checkOrders = (rule: (page: OrdersPage) => string | null) => (body: unknown) => {
  const parsed = zOrdersPage.safeParse(body);
  if (!parsed.success) return `not an orders page: ${parsed.error.message}`;
  const page = parsed.data;
  if (page.data.length !== ordersPageSize || !page.meta.has_next) return `${page.data.length} rows, has_next ${page.meta.has_next}: expected a full page and more`;
  return newestFirst(page.data) ?? rule(page);
};

const ordersOfCustomer = (fragment: string) =>
  checkOrders((page) => {
    const miss = page.data.find((row) => !row.customer.full_name.toLowerCase().includes(fragment));
    return miss ? `order ${miss.id} of ${miss.customer.full_name} does not match "${fragment}"` : null;
  });

const checkpointName = (id: unknown) => checkpoints.find((c) => c.id === Number(id))?.name;

/** A full first packages page, newest first, every row at the filter's checkpoint and (reversed or not) method. */
const checkPackages = (filter: PackagesFilter) => (body: unknown) => {
  const parsed = zPackagesPage.safeParse(body);
  if (!parsed.success) return `not a packages page: ${parsed.error.message}`;
  const page: PackagesPage = parsed.data;
  if (page.data.length !== packagesPageSize) return `${page.data.length} rows: expected a full page (seed more stale packages)`;
  const name = checkpointName(filter.checkpoint);
  const wrongCheckpoint = page.data.find((row) => row.checkpoint !== name);
  if (wrongCheckpoint) return `package ${wrongCheckpoint.id} is at ${wrongCheckpoint.checkpoint}, not ${name}`;
  if (filter.method) {
    const methods: readonly string[] = methodsForFilter(filter.method);
    const wrongMethod = page.data.find((row) => methods.includes(row.shipping_method) === Boolean(filter.reverseMethod));
    if (wrongMethod) return `package ${wrongMethod.id} has method ${wrongMethod.shipping_method}`;
  }
  return newestFirst(page.data);
};

/**
 * The counts as the seed read them from the tables. A package can cross a threshold between the
 * seed and the check, so a small drift is allowed; a query that counts the wrong thing is far off.
 */
const checkAlerts = (seed: SeedResult) => (body: unknown) => {
  const parsed = zAlertStats.safeParse(body);
  if (!parsed.success) return `not alert stats: ${parsed.error.message}`;
  const expected = {
    on_the_way_2_days: seed.stale.onTheWay2Days,
    next_day_in_miami_2_days: seed.stale.nextDayMiami2Days,
    others_in_miami_4_days: seed.stale.othersMiami4Days,
  };
  for (const [key, value] of Object.entries(expected)) {
    const got = parsed.data[key as keyof typeof expected];
    if (value === 0) return `the seed has no ${key} packages`;
    if (Math.abs(got - value) > Math.max(5, value * 0.01)) return `${key} is ${got}, the tables hold ${value}`;
  }
  return null;
};

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();

const packagesLink = (filter: PackagesFilter) => `/api/packages/paginated?${query({ ...filter, page: 1 })}`;
const fullNameFragment = `${searchFragments.email.split('.')[0]} ${searchFragments.surname}`;

/** The orders list, plain and searched by client, the banner's three package lists, and the banner's counts. */
const orderEndpoints = (seed: SeedResult): Endpoint[] => [
  { name: 'orders page 1', path: '/api/orders/paginated?page=1', authenticated: true, check: checkOrders(() => null) },
  {
    name: `orders search="${searchFragments.surname}"`,
    path: `/api/orders/paginated?${query({ page: 1, search: searchFragments.surname })}`,
    authenticated: true,
    check: ordersOfCustomer(searchFragments.surname),
  },
  {
    name: `orders search="${fullNameFragment}"`,
    path: `/api/orders/paginated?${query({ page: 1, search: fullNameFragment })}`,
    authenticated: true,
    check: ordersOfCustomer(fullNameFragment),
  },
  ...Object.entries(packageAlertFilters).map(([key, filter]) => ({
    name: `packages ${key} (${query(filter)})`,
    path: packagesLink(filter),
    authenticated: true,
    check: checkPackages(filter),
  })),
  { name: 'alerts/stats', path: '/api/alerts/stats', authenticated: true, check: checkAlerts(seed) },
];

export const benchEndpoints = (seed: SeedResult): Endpoint[] => {
  const lastPage = Math.ceil(seed.customers / customersPageSize);
  const deepPage = Math.min(500, lastPage);
  return [
    { name: 'GET /api/health (ceiling)', path: '/api/health', authenticated: false, check: checkHealth },
    {
      name: 'customers key="" page 1',
      path: paginated(''),
      authenticated: true,
      check: checkPage((page) =>
        page.meta.pagination.total === seed.customers ? null : `total ${page.meta.pagination.total}, seeded ${seed.customers}`,
      ),
    },
    { name: `customers key="${searchFragments.surname}"`, path: paginated(searchFragments.surname), authenticated: true, check: everyRowMatches(searchFragments.surname) },
    { name: `customers key="${searchFragments.email}"`, path: paginated(searchFragments.email), authenticated: true, check: everyRowMatches(searchFragments.email) },
    {
      name: `customers key=<id ${seed.middleCustomerId}>`,
      path: paginated(String(seed.middleCustomerId)),
      authenticated: true,
      check: checkPage((page) => (page.data.some((row) => row.id === seed.middleCustomerId) ? null : `id ${seed.middleCustomerId} not found`)),
    },
    {
      name: `customers key="" page ${deepPage}`,
      path: paginated('', deepPage),
      authenticated: true,
      check: checkPage((page) => (page.meta.pagination.current_page === deepPage ? null : `current_page ${page.meta.pagination.current_page}`)),
    },
    ...orderEndpoints(seed),
  ];
};

export const requestHeaders = (endpoint: Endpoint, token: string): Record<string, string> => ({
  ...(endpoint.authenticated ? { authorization: `Bearer ${token}` } : {}),
  ...(endpoint.body === undefined ? {} : { 'content-type': 'application/json' }),
});

/** The request's method and body: a GET, or the endpoint's JSON POST. */
export const requestBody = (endpoint: Endpoint) => (endpoint.body === undefined ? {} : { method: 'POST' as const, body: JSON.stringify(endpoint.body) });

/** Every endpoint must answer 200 with its shape before anything is measured. */
export const verifyEndpoints = async (baseUrl: string, token: string, endpoints: readonly Endpoint[]) => {
  for (const endpoint of endpoints) {
    const response = await fetch(baseUrl + endpoint.path, { ...requestBody(endpoint), headers: requestHeaders(endpoint, token), signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${endpoint.name}: status ${response.status}: ${text.slice(0, 300)}`);
    const problem = endpoint.check(endpoint.text ? text : (JSON.parse(text) as unknown));
    if (problem) throw new Error(`${endpoint.name}: ${problem}`);
  }
};
