import { customersPageSize, customerTypes } from '../../src/domain/constants';
import { zHealth } from '../../src/domain/health';
import { zCustomersPage } from '../../src/domain/users';
import type { SeedResult } from './seed-scale';
import { searchFragments } from './seed-rows';

export type Endpoint = {
  name: string;
  path: string;
  authenticated: boolean;
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
  ];
};

export const requestHeaders = (endpoint: Endpoint, token: string): Record<string, string> =>
  endpoint.authenticated ? { authorization: `Bearer ${token}` } : {};

/** Every endpoint must answer 200 with its shape before anything is measured. */
export const verifyEndpoints = async (baseUrl: string, token: string, endpoints: readonly Endpoint[]) => {
  for (const endpoint of endpoints) {
    const response = await fetch(baseUrl + endpoint.path, { headers: requestHeaders(endpoint, token), signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${endpoint.name}: status ${response.status}: ${text.slice(0, 300)}`);
    const problem = endpoint.check(JSON.parse(text) as unknown);
    if (problem) throw new Error(`${endpoint.name}: ${problem}`);
  }
};
