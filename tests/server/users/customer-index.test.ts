import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { zCustomerIndex, type CustomerIndex } from '../../../src/domain/customer-index';
import { users } from '../../../src/server/db/schema';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { createUser, signedIn } from '../../helpers/server/factories';
import { profileForm } from '../../helpers/server/profile-form';

const ctx = useAppWithAdmin();
type Row = Awaited<ReturnType<typeof createUser>>;
let zelda: Row;
let acme: Row;
let leaver: Row;
let retired: Row;
let staff: Row;

const hourAgo = () => new Date(Date.now() - 60 * 60_000);
const dayMs = 24 * 60 * 60_000;

beforeAll(async () => {
  zelda = await createUser(ctx.app, { type: 'personal', firstName: 'Zélda', lastName: 'Quixote', flagged: true, locationId: 1 });
  acme = await createUser(ctx.app, { type: 'business', firstName: 'Acme', lastName: 'Imports', locationId: 2 });
  leaver = await createUser(ctx.app, { type: 'personal', firstName: 'Lee', lastName: 'Aver' });
  retired = await createUser(ctx.app, { type: 'personal', retired: true });
  staff = await createUser(ctx.app, { type: 'worker' });
  // Stamped an hour ago: older than any delta's reach, so only what a test changes is sent again.
  await ctx.db.update(users).set({ updatedAt: hourAgo() }).where(inArray(users.id, [zelda.id, acme.id, leaver.id, retired.id, staff.id]));
});

const get = (query: string, headers: Record<string, string> = ctx.admin.headers) => ctx.app.inject({ method: 'GET', url: `/api/customers/index${query}`, headers });
const fetchIndex = async (query = '', headers: Record<string, string> = ctx.admin.headers): Promise<CustomerIndex> => {
  const response = await get(query, headers);
  expect(response.statusCode).toBe(200);
  return zCustomerIndex.parse(response.json());
};
/** Every customer of the order form, straight from the table: customer accounts that are not retired. */
const customerIds = async () =>
  (await ctx.db.select().from(users)).filter((user) => (user.accountType === 'personal' || user.accountType === 'business') && user.retiredAt === null).map((user) => user.id).sort((a, b) => a - b);

describe('GET /api/customers/index', () => {
  it.each(['admin', 'worker', 'worker-v2'] as const)('gives a %s every customer at first, as compact rows', async (type) => {
    const caller = await signedIn(ctx.app, { type });
    const index = await fetchIndex('', caller.headers);
    expect(index.full).toBe(true);
    expect(index.removed).toEqual([]);
    expect(index.rows.map(([id]) => id).sort((a, b) => a - b)).toEqual(await customerIds());
    expect(index.rows).toContainEqual([zelda.id, 'Zélda Quixote', 1, 1]);
    expect(index.rows).toContainEqual([acme.id, 'Acme Imports', 2, 0]);
    const ids = index.rows.map(([id]) => id);
    for (const id of [retired.id, staff.id, caller.id]) expect(ids).not.toContain(id);
  });

  it('then sends only the customers changed since, and the ids that are no longer customers', async () => {
    const { cursor } = await fetchIndex();
    const flag = await ctx.app.inject({ method: 'POST', url: `/api/users/${acme.id}/flag`, headers: ctx.admin.headers });
    expect(flag.statusCode).toBe(200);
    const toStaff = await ctx.app.inject({ method: 'PUT', url: `/api/users/${leaver.id}`, payload: { data: profileForm(leaver, { account_type: 'worker' }) }, headers: ctx.admin.headers });
    expect(toStaff.statusCode).toBe(200);
    const newcomer = await createUser(ctx.app, { type: 'business', firstName: 'New', lastName: 'Comer', locationId: 1 });

    const delta = await fetchIndex(`?since=${cursor}`);
    expect(delta.full).toBe(false);
    expect(delta.rows.sort(([a], [b]) => a - b)).toEqual([
      [acme.id, 'Acme Imports', 2, 1],
      [newcomer.id, 'New Comer', 1, 0],
    ]);
    // Staff accounts stamped within the reach are named too; the device drops ids it does not hold.
    expect(delta.removed).toContain(leaver.id);
    for (const id of await customerIds()) expect(delta.removed).not.toContain(id);
    expect(Number(delta.cursor)).toBeGreaterThanOrEqual(Number(cursor));

    const full = await fetchIndex();
    expect(full.rows.map(([id]) => id)).not.toContain(leaver.id);
  });

  it('sends a retired customer as removed', async () => {
    const gone = await createUser(ctx.app, { type: 'personal' });
    await ctx.db.update(users).set({ updatedAt: hourAgo() }).where(inArray(users.id, [gone.id]));
    const { cursor } = await fetchIndex();
    await ctx.db.update(users).set({ retiredAt: new Date(), updatedAt: new Date() }).where(inArray(users.id, [gone.id]));
    const delta = await fetchIndex(`?since=${cursor}`);
    expect(delta.removed).toContain(gone.id);
    expect(delta.rows.map(([id]) => id)).not.toContain(gone.id);
  });

  it('starts again from every customer when the cursor is a week old or ahead of the clock', async () => {
    const { cursor } = await fetchIndex();
    for (const since of [Number(cursor) - 8 * dayMs, Number(cursor) + dayMs]) {
      const index = await fetchIndex(`?since=${since}`);
      expect(index.full).toBe(true);
      expect(index.rows.map(([id]) => id).sort((a, b) => a - b)).toEqual(await customerIds());
    }
  });

  it.each(['abc', '-1', '1.5', '1234567890123456', ''])('refuses since=%j with 400 naming the field', async (since) => {
    const response = await get(`?since=${encodeURIComponent(since)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('since');
  });

  it('compresses the answer for a client that accepts it: brotli when offered, else gzip', async () => {
    // Enough customers for the answer to be worth compressing, as any real list is.
    for (let i = 0; i < 40; i++) await createUser(ctx.app, { type: 'personal', firstName: 'Gzip', lastName: `Customer${i}` });
    const plain = await get('');
    const expected = zCustomerIndex.parse(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accepted, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const packed = await get('', { ...ctx.admin.headers, 'accept-encoding': accepted });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers['content-type']).toContain('application/json');
      const unpacked = zCustomerIndex.parse(JSON.parse(decoders[encoding](packed.rawPayload).toString('utf8')));
      expect(unpacked.rows).toEqual(expected.rows);
    }
  });

  it.each(['accounts', 'basic', 'personal', 'business'] as const)('turns a %s away with 403: only staff take orders', async (type) => {
    const caller = await signedIn(ctx.app, { type });
    expect((await get('', caller.headers)).statusCode).toBe(403);
  });

  it("turns an anonymous caller and a retired worker's token away with 401", async () => {
    const worker = await signedIn(ctx.app, { type: 'worker', retired: true });
    for (const headers of [{}, worker.headers]) expect((await get('', headers)).statusCode).toBe(401);
  });
});
