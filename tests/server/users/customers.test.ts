import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOf } from '../../../src/domain/common';
import { customerTypes, customersPageSize } from '../../../src/domain/constants';
import { zCustomer, zCustomerOption, zCustomersPage } from '../../../src/domain/users';
import { users } from '../../../src/server/db/schema';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { createUser, signedIn } from '../../helpers/server/factories';

const ctx = useAppWithAdmin();
let zelda: Awaited<ReturnType<typeof createUser>>;
let acme: Awaited<ReturnType<typeof createUser>>;
const staffIds: number[] = [];
const pagerIds: number[] = [];
// More than one page of customers sharing a surname, to page through with key=pager.
const pagerCount = customersPageSize + 3;

beforeAll(async () => {
  staffIds.push(ctx.admin.id);
  zelda = await createUser(ctx.app, { type: 'personal', firstName: 'Zelda', lastName: 'Quixote', email: 'zq@windmills.test', flagged: true, locationId: 1 });
  acme = await createUser(ctx.app, { type: 'business', firstName: 'Acme', lastName: 'Imports', email: 'orders@acme-imports.test' });
  for (let i = 0; i < pagerCount; i++) pagerIds.push((await createUser(ctx.app, { lastName: 'Pager' })).id);
  // Staff who match every search below must still never be listed as customers.
  for (const type of ['worker', 'worker-v2', 'accounts', 'basic'] as const) {
    staffIds.push((await createUser(ctx.app, { type, lastName: 'Pager', email: `zq-${type}@windmills.test` })).id);
  }
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
/** Newer customers whose names sort first and whose emails hold the digits of `id`: they match a Dept # search too. */
let decoys = 0;
const createDecoys = async (id: number) => {
  for (let i = 0; i < customersPageSize + 1; i++) await createUser(ctx.app, { firstName: 'Aaron', lastName: 'Decoy', email: `d${id}x${++decoys}@decoy.test` });
};
const zOptions = listOf(zCustomerOption);

describe('GET /api/customers', () => {
  it.each(['admin', 'worker', 'worker-v2'] as const)('gives a %s the compact list of customers only', async (type) => {
    const caller = await signedIn(ctx.app, { type });
    const response = await get('/api/customers', caller.headers);
    expect(response.statusCode).toBe(200);
    const { data } = zOptions.parse(response.json());
    const ids = data.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([zelda.id, acme.id, ...pagerIds]));
    for (const id of [...staffIds, caller.id]) expect(ids).not.toContain(id);
    expect(data.find((row) => row.id === zelda.id)).toEqual({
      id: zelda.id,
      full_name: 'Zelda Quixote',
      email: 'zq@windmills.test',
      flagged: true,
      location_id: 1,
    });
  });

  it.each([
    ['part of the name, any case', 'zELDA quix'],
    ['part of the email', 'windmills'],
  ])('filters by %s', async (_label, search) => {
    const response = await get(`/api/customers?search=${encodeURIComponent(search)}`, ctx.admin.headers);
    expect(zOptions.parse(response.json()).data.map((row) => row.id)).toEqual([zelda.id]);
  });

  it('filters by Dept # (the id), listing that customer first even with a limit', async () => {
    await createDecoys(acme.id);
    const { data } = zOptions.parse((await get(`/api/customers?search=${acme.id}`, ctx.admin.headers)).json());
    expect(data[0]?.id).toBe(acme.id);
    // The same digits may sit inside other emails (the factory's carry the process id); those rows match too.
    for (const row of data.slice(1)) expect(row.email.includes(String(acme.id)) || row.full_name.includes(String(acme.id))).toBe(true);
    const limited = zOptions.parse((await get(`/api/customers?search=${acme.id}&limit=1`, ctx.admin.headers)).json());
    expect(limited.data.map((row) => row.id)).toEqual([acme.id]);
  });

  it('treats LIKE wildcards in the search as text', async () => {
    const response = await get('/api/customers?search=%25', ctx.admin.headers);
    expect(zOptions.parse(response.json()).data).toEqual([]);
  });

  it('honours limit, and answers a bad limit with 400 naming it', async () => {
    expect(zOptions.parse((await get('/api/customers?limit=2', ctx.admin.headers)).json()).data).toHaveLength(2);
    const response = await get('/api/customers?limit=0', ctx.admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('limit');
  });

  it.each(['accounts', 'basic', 'personal', 'business'] as const)('refuses a %s with 403', async (type) => {
    const caller = await signedIn(ctx.app, { type });
    expect((await get('/api/customers', caller.headers)).statusCode).toBe(403);
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await get('/api/customers')).statusCode).toBe(401);
  });

  it("refuses a retired worker's token with 401", async () => {
    const retired = await signedIn(ctx.app, { type: 'worker', retired: true });
    expect((await get('/api/customers', retired.headers)).statusCode).toBe(401);
  });
});

describe('GET /api/customers/paginated', () => {
  const page = (query: string, headers = ctx.admin.headers) => get(`/api/customers/paginated?${query}`, headers);

  it.each(['admin', 'worker'] as const)('gives a %s a page of customers with its pagination', async (type) => {
    const caller = await signedIn(ctx.app, { type });
    const response = await page('page=1&key=pager', caller.headers);
    expect(response.statusCode).toBe(200);
    const body = zCustomersPage.parse(response.json());
    expect(body.meta.pagination).toEqual({ current_page: 1, total_pages: 2, total: pagerCount });
    expect(body.data).toHaveLength(customersPageSize);
    for (const row of body.data) expect(pagerIds).toContain(row.id);
  });

  it('serves page 2 with the rest, none of them repeated from page 1', async () => {
    const one = zCustomersPage.parse((await page('page=1&key=pager')).json());
    const two = zCustomersPage.parse((await page('page=2&key=pager')).json());
    expect(two.meta.pagination.current_page).toBe(2);
    expect(two.data).toHaveLength(pagerCount - customersPageSize);
    const seen = [...one.data, ...two.data].map((row) => row.id);
    expect(new Set(seen).size).toBe(pagerCount);
    expect(seen.sort()).toEqual([...pagerIds].sort());
  });

  it('gives an empty page beyond the end', async () => {
    const body = zCustomersPage.parse((await page('page=9&key=pager')).json());
    expect(body.data).toEqual([]);
    expect(body.meta.pagination).toMatchObject({ current_page: 9, total: pagerCount });
  });

  it('starts at page 1 and lists every customer and no staff without a key', async () => {
    // Earlier tests sign in customers of their own, so the expected set comes from the table.
    const customerIds = (
      await ctx.db.select({ id: users.id }).from(users).where(inArray(users.accountType, customerTypes))
    ).map((row) => row.id);
    const body = zCustomersPage.parse((await page('')).json());
    expect(body.meta.pagination).toMatchObject({ current_page: 1, total: customerIds.length });
    const all = [...body.data];
    for (let n = 2; n <= body.meta.pagination.total_pages; n++) all.push(...zCustomersPage.parse((await page(`page=${n}`)).json()).data);
    const listed = all.map((row) => row.id);
    expect(listed.sort()).toEqual(customerIds.sort());
    for (const id of staffIds) expect(listed).not.toContain(id);
  });

  it.each([
    ['part of the full name, any case', 'LDA QUIX'],
    ['part of the email', 'WINDMILL'],
  ])('matches the key against %s', async (_label, key) => {
    const body = zCustomersPage.parse((await page(`key=${encodeURIComponent(key)}`)).json());
    expect(body.data.map((row) => row.id)).toEqual([zelda.id]);
    expect(body.data[0]).toMatchObject({ flagged: 1, full_name: 'Zelda Quixote', location: { data: { id: 1, name: 'Madeira' } } });
  });

  it('matches the key against the exact Dept #, listed first on page 1', async () => {
    await createDecoys(acme.id);
    const body = zCustomersPage.parse((await page(`key=${acme.id}`)).json());
    expect(body.data[0]?.id).toBe(acme.id);
    for (const row of body.data.slice(1)) expect(row.email.includes(String(acme.id)) || row.full_name.includes(String(acme.id))).toBe(true);
  });

  it('gives one empty page when nothing matches', async () => {
    const body = zCustomersPage.parse((await page('key=no-such-customer')).json());
    expect(body).toEqual({ data: [], meta: { pagination: { current_page: 1, total_pages: 1, total: 0 } } });
  });

  it.each(['page=0', 'page=abc', 'page=-1', 'page=1.5'])('answers %s with 400 naming page', async (query) => {
    const response = await page(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { page: expect.any(String) } } });
  });

  it.each(['worker-v2', 'accounts', 'basic', 'personal', 'business'] as const)('refuses a %s with 403', async (type) => {
    const caller = await signedIn(ctx.app, { type });
    expect((await page('page=1', caller.headers)).statusCode).toBe(403);
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await get('/api/customers/paginated?page=1')).statusCode).toBe(401);
  });

  it("refuses a retired worker's token with 401", async () => {
    const retired = await signedIn(ctx.app, { type: 'worker', retired: true });
    expect((await page('page=1', retired.headers)).statusCode).toBe(401);
  });
});

describe('GET /api/customers/:id', () => {
  it.each(['admin', 'worker', 'worker-v2'] as const)('shows a %s one customer', async (type) => {
    const caller = await signedIn(ctx.app, { type });
    const response = await get(`/api/customers/${acme.id}`, caller.headers);
    expect(response.statusCode).toBe(200);
    expect(zCustomer.parse(response.json())).toMatchObject({ id: acme.id, account_type: 'business', full_name: 'Acme Imports' });
  });

  it('answers a staff id with 404', async () => {
    for (const id of staffIds) expect((await get(`/api/customers/${id}`, ctx.admin.headers)).statusCode).toBe(404);
  });

  it('answers an unknown id with 404 and a non-numeric one with 400', async () => {
    expect((await get('/api/customers/999999', ctx.admin.headers)).statusCode).toBe(404);
    const response = await get('/api/customers/abc', ctx.admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('id');
  });

  it.each(['accounts', 'basic', 'personal', 'business'] as const)('refuses a %s with 403', async (type) => {
    const caller = await signedIn(ctx.app, { type });
    expect((await get(`/api/customers/${acme.id}`, caller.headers)).statusCode).toBe(403);
  });

  it('refuses a customer reading their own record here with 403', async () => {
    const me = await signedIn(ctx.app, { type: 'personal' });
    expect((await get(`/api/customers/${me.id}`, me.headers)).statusCode).toBe(403);
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await get(`/api/customers/${acme.id}`)).statusCode).toBe(401);
  });

  it("refuses a retired worker's token with 401", async () => {
    const retired = await signedIn(ctx.app, { type: 'admin', retired: true });
    expect((await get(`/api/customers/${acme.id}`, retired.headers)).statusCode).toBe(401);
  });
});
