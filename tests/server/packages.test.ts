import { beforeAll, describe, expect, it } from 'vitest';
import { checkpointIds } from '../../src/domain/constants';
import { orderMessages } from '../../src/domain/orders';
import { packagesPageSize, zPackageLabel, zPackagesPage, zTrackings, type PackageRow } from '../../src/domain/packages';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { createUser, signedIn } from '../helpers/server/factories';
import { barcodeOf, createOrder, daysAgo } from '../helpers/server/orders-factory';

const ctx = useAppWithAdmin();
let customer: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  customer = await createUser(ctx.app, { type: 'personal', firstName: 'Zelda', lastName: 'Quixote', locationId: 1 });
  other = await createUser(ctx.app, { type: 'business', firstName: 'Acme', lastName: 'Imports' });
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = ctx.admin.headers) => ctx.app.inject({ method: 'GET', url, headers });

/** Every list test works on packages created on a day of its own, so tests cannot see each other's rows. */
let dayCounter = 0;
const ownDay = () => {
  const day = new Date(Date.UTC(2003, 0, 1) + ++dayCounter * 86_400_000).toISOString().slice(0, 10);
  // Noon in UTC is morning of the same day in Nassau.
  return { day, at: new Date(`${day}T12:00:00Z`), query: `start=${day}&end=${day}` };
};

const page = async (query: string, headers: Headers = ctx.admin.headers) => {
  const response = await get(`/api/packages/paginated?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return zPackagesPage.parse(response.json());
};
const idsOf = async (query: string) => (await page(query)).data.map((row) => row.id).sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('GET /api/packages/paginated', () => {
  it('answers the grid rows of spec §3, newest first, with the checkpoint name or null', async () => {
    const { at, query } = ownDay();
    const scanned = await createOrder(ctx.app, {
      customer: customer.id,
      method: 'next-day',
      createdAt: at,
      checkpoint: checkpointIds.onTheWay,
      packages: [{ type: 'envelope', description: 'Paperwork', items: [{ quantity: 2 }, { quantity: 3 }] }],
    });
    const later = await createOrder(ctx.app, { customer: other.id, createdAt: new Date(at.getTime() + 60_000), packages: [{ description: 'Blender' }] });
    const result = await page(query);
    expect(result.meta).toEqual({ current_page: 1, has_next: false, per_page: packagesPageSize, count: 2, count_capped: false });
    const [first, second] = result.data;
    expect(first).toEqual({
      id: later.packages[0]!.id,
      order_id: later.order.id,
      customer: 'Acme Imports',
      shipping_method: 'standard',
      type: 'box',
      checkpoint: null,
      number_of_items: 1,
      description: 'Blender',
      created_at: new Date(at.getTime() + 60_000).toISOString(),
      barcode: barcodeOf(later.packages[0]!.id),
    } satisfies PackageRow);
    expect(second).toMatchObject({
      id: scanned.packages[0]!.id,
      order_id: scanned.order.id,
      customer: 'Zelda Quixote',
      shipping_method: 'next-day',
      type: 'envelope',
      checkpoint: 'On the way to Nassau',
      number_of_items: 5,
      description: 'Paperwork',
    });
  });

  it(`pages by ${packagesPageSize} with Previous/Next and counts the matches`, async () => {
    const { at, query } = ownDay();
    const created = await createOrder(ctx.app, {
      customer: customer.id,
      packages: Array.from({ length: packagesPageSize + 1 }, (_, i) => ({ createdAt: new Date(at.getTime() + i * 1000) })),
    });
    const newestFirst = created.packages.map((p) => p.id).reverse();
    const first = await page(`${query}&page=1`);
    expect(first.meta).toEqual({ current_page: 1, has_next: true, per_page: packagesPageSize, count: packagesPageSize + 1, count_capped: false });
    expect(first.data.map((row) => row.id)).toEqual(newestFirst.slice(0, packagesPageSize));
    const second = await page(`${query}&page=2`);
    expect(second.meta).toEqual({ current_page: 2, has_next: false, per_page: packagesPageSize, count: packagesPageSize + 1, count_capped: false });
    expect(second.data.map((row) => row.id)).toEqual(newestFirst.slice(packagesPageSize));
    expect((await page(`${query}&page=3`)).data).toEqual([]);
    expect((await page(query)).meta.current_page).toBe(1);
  });

  it('leaves out the packages of deleted orders', async () => {
    const { at, query } = ownDay();
    const live = await createOrder(ctx.app, { customer: customer.id, createdAt: at });
    await createOrder(ctx.app, { customer: customer.id, createdAt: at, deleted: true });
    expect(await idsOf(query)).toEqual([live.packages[0]!.id]);
  });

  describe('search: customer name, order id or package barcode', () => {
    it('finds a customer by part of the full name, ignoring case, with % and _ as plain characters', async () => {
      const { at, query } = ownDay();
      const named = await createUser(ctx.app, { firstName: 'Horatio', lastName: `Hornblower${process.pid}` });
      const mine = await createOrder(ctx.app, { customer: named.id, createdAt: at, packages: [{}, {}] });
      await createOrder(ctx.app, { customer: other.id, createdAt: at });
      expect(await idsOf(`${query}&search=${encodeURIComponent(`o HORNBLOWER${process.pid}`)}`)).toEqual(sorted(mine.packages.map((p) => p.id)));
      expect(await idsOf(`search=${encodeURIComponent(`hornblower${process.pid}`)}`)).toEqual(sorted(mine.packages.map((p) => p.id)));
      expect(await idsOf(`${query}&search=${encodeURIComponent('%')}`)).toEqual([]);
      expect(await idsOf(`${query}&search=${encodeURIComponent('Horatio_')}`)).toEqual([]);
    });

    it('finds an order by its id when the search is digits', async () => {
      const target = await createOrder(ctx.app, { customer: other.id, packages: [{}, {}] });
      await createOrder(ctx.app, { customer: other.id });
      expect(await idsOf(`search=${target.order.id}`)).toEqual(sorted(target.packages.map((p) => p.id)));
      expect(await idsOf('search=999999999')).toEqual([]);
    });

    it('finds a package by its exact barcode, in either case, and not by a part of it', async () => {
      const target = await createOrder(ctx.app, { customer: other.id, packages: [{}, {}] });
      const [wanted, sibling] = target.packages;
      expect(await idsOf(`search=${wanted!.barcode}`)).toEqual([wanted!.id]);
      expect(await idsOf(`search=${wanted!.barcode.toLowerCase()}`)).toEqual([wanted!.id]);
      expect(await idsOf(`search=${sibling!.barcode}`)).toEqual([sibling!.id]);
      expect(await idsOf(`search=${wanted!.barcode.slice(0, -1)}`)).toEqual([]);
      const wrongCheckDigit = `${wanted!.barcode.slice(0, -1)}${(Number(wanted!.barcode.slice(-1)) + 1) % 10}`;
      expect(await idsOf(`search=${wrongCheckDigit}`)).toEqual([]);
    });
  });

  describe('filters', () => {
    it('method selects the order method; reverseMethod=true everything else; consolidate means consolidation', async () => {
      const { at, query } = ownDay();
      const nextDay = await createOrder(ctx.app, { customer: customer.id, method: 'next-day', createdAt: at });
      const standard = await createOrder(ctx.app, { customer: customer.id, method: 'standard', createdAt: at });
      const consolidation = await createOrder(ctx.app, { customer: customer.id, method: 'consolidation', createdAt: at });
      const id = (created: typeof nextDay) => created.packages[0]!.id;
      expect(await idsOf(`${query}&method=next-day`)).toEqual([id(nextDay)]);
      expect(await idsOf(`${query}&method=next-day&reverseMethod=true`)).toEqual(sorted([id(standard), id(consolidation)]));
      expect(await idsOf(`${query}&method=consolidate`)).toEqual([id(consolidation)]);
      expect(await idsOf(`${query}&method=consolidate&reverseMethod=true`)).toEqual(sorted([id(nextDay), id(standard)]));
      expect(await idsOf(`${query}&method=next-day&reverseMethod=false`)).toEqual([id(nextDay)]);
      expect(await idsOf(`${query}&reverseMethod=true`)).toHaveLength(3);
      expect(await idsOf(`${query}&method=`)).toHaveLength(3);
    });

    it('checkpoint selects the current checkpoint; reverseCheckpoint=true every other, unscanned packages included', async () => {
      const { at, query } = ownDay();
      const order = await createOrder(ctx.app, {
        customer: customer.id,
        createdAt: at,
        packages: [{ checkpoint: checkpointIds.receivedMiami }, { checkpoint: checkpointIds.onTheWay }, { checkpoint: null }],
      });
      const [miami, onTheWay, unscanned] = order.packages.map((p) => p.id);
      expect(await idsOf(`${query}&checkpoint=${checkpointIds.receivedMiami}`)).toEqual([miami]);
      expect(await idsOf(`${query}&checkpoint=${checkpointIds.receivedMiami}&reverseCheckpoint=true`)).toEqual(sorted([onTheWay!, unscanned!]));
      expect(await idsOf(`${query}&checkpoint=${checkpointIds.onTheWay}&reverseCheckpoint=1`)).toEqual(sorted([miami!, unscanned!]));
      expect(await idsOf(`${query}&reverseCheckpoint=true`)).toHaveLength(3);
    });

    it('minDays keeps packages at their checkpoint for more than that many days', async () => {
      const { at, query } = ownDay();
      const order = await createOrder(ctx.app, {
        customer: customer.id,
        createdAt: at,
        checkpoint: checkpointIds.onTheWay,
        packages: [{ checkpointAt: daysAgo(2, 5) }, { checkpointAt: daysAgo(2, -5) }, { checkpointAt: daysAgo(4, 1) }, { checkpoint: null }],
      });
      const [overTwo, underTwo, overFour] = order.packages.map((p) => p.id);
      expect(await idsOf(`${query}&minDays=2`)).toEqual(sorted([overTwo!, overFour!]));
      expect(await idsOf(`${query}&minDays=4`)).toEqual([overFour]);
      expect(await idsOf(`${query}&minDays=1`)).toEqual(sorted([overTwo!, underTwo!, overFour!]));
      expect(await idsOf(`${query}&minDays=5`)).toEqual([]);
    });

    it('start and end are business days in Nassau, both included', async () => {
      // 04:30 UTC on 10 January is 23:30 on 9 January in Nassau (UTC-5 in winter).
      const lateEvening = await createOrder(ctx.app, { customer: customer.id, createdAt: new Date('2002-01-10T04:30:00Z') });
      const nextMorning = await createOrder(ctx.app, { customer: customer.id, createdAt: new Date('2002-01-10T05:30:00Z') });
      const ninth = lateEvening.packages[0]!.id;
      const tenth = nextMorning.packages[0]!.id;
      expect(await idsOf('start=2002-01-09&end=2002-01-09')).toEqual([ninth]);
      expect(await idsOf('start=2002-01-10&end=2002-01-10')).toEqual([tenth]);
      expect(await idsOf('start=2002-01-09&end=2002-01-10')).toEqual(sorted([ninth, tenth]));
      expect(await idsOf('start=2002-01-10&end=2002-01-12')).toEqual([tenth]);
      expect(await idsOf('end=2002-01-09&start=2002-01-01')).toEqual([ninth]);
    });

    it("combines the alert banner's three filter sets the way the stats count them", async () => {
      const { at, query } = ownDay();
      const cases = [
        { method: 'next-day', checkpoint: checkpointIds.onTheWay, days: 3 },
        { method: 'standard', checkpoint: checkpointIds.onTheWay, days: 1 },
        { method: 'next-day', checkpoint: checkpointIds.receivedMiami, days: 3 },
        { method: 'next-day', checkpoint: checkpointIds.receivedMiami, days: 1 },
        { method: 'standard', checkpoint: checkpointIds.receivedMiami, days: 5 },
        { method: 'special', checkpoint: checkpointIds.receivedMiami, days: 3 },
      ] as const;
      const ids: number[] = [];
      for (const c of cases) {
        ids.push((await createOrder(ctx.app, { customer: customer.id, method: c.method, createdAt: at, checkpoint: c.checkpoint, checkpointAt: daysAgo(c.days, 1) })).packages[0]!.id);
      }
      expect(await idsOf(`${query}&checkpoint=17&minDays=2`)).toEqual([ids[0]]);
      expect(await idsOf(`${query}&checkpoint=12&method=next-day&minDays=2`)).toEqual([ids[2]]);
      expect(await idsOf(`${query}&checkpoint=12&method=next-day&minDays=4&reverseMethod=true`)).toEqual([ids[4]]);
    });
  });

  it.each([
    ['an unknown method', 'method=by-camel', 'method'],
    ['a checkpoint that is not an id', 'checkpoint=abc', 'checkpoint'],
    ['a negative minDays', 'minDays=-1', 'minDays'],
    ['a fractional minDays', 'minDays=1.5', 'minDays'],
    ['a start that is not a date', 'start=yesterday', 'start'],
    ['an end that is not a date', 'end=2024-13-01', 'end'],
    ['a reverse flag that is not a flag', 'reverseMethod=maybe', 'reverseMethod'],
    ['page 0', 'page=0', 'page'],
  ])('refuses %s with 400 naming the field', async (_label, query, field) => {
    const response = await get(`/api/packages/paginated?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: expect.any(String) } } });
  });

  it('is for admin, worker, worker-v2 and basic; accounts and customers get 403, strangers 401', async () => {
    for (const type of ['admin', 'worker', 'worker-v2', 'basic'] as const) {
      expect((await get('/api/packages/paginated', (await signedIn(ctx.app, { type })).headers)).statusCode, type).toBe(200);
    }
    for (const type of ['accounts', 'personal', 'business'] as const) {
      expect((await get('/api/packages/paginated', (await signedIn(ctx.app, { type })).headers)).statusCode, type).toBe(403);
    }
    expect((await get('/api/packages/paginated', {})).statusCode).toBe(401);
    expect((await get('/api/packages/paginated', (await signedIn(ctx.app, { type: 'admin', retired: true })).headers)).statusCode).toBe(401);
  });
});

describe('GET /api/packages/:id/label', () => {
  it('answers every field of the label of spec §3, with package n of the order total', async () => {
    const order = await createOrder(ctx.app, {
      customer: customer.id,
      method: 'next-day',
      packages: [{}, { weight: 12.75, length: 40.5, width: 30, height: 22.25 }, {}],
    });
    const target = order.packages[1]!;
    const response = await get(`/api/packages/${target.id}/label`);
    expect(response.statusCode).toBe(200);
    expect(zPackageLabel.parse(response.json())).toEqual({
      barcode: barcodeOf(target.id),
      totalPackages: 3,
      packageNo: 2,
      weight: 12.75,
      length: 40.5,
      width: 30,
      height: 22.25,
      locationId: 1,
      first_name: 'Zelda',
      last_name: 'Quixote',
      userId: customer.id,
      delivery: 'next-day',
      sect: ((target.id - 1) % 999) + 1,
    });
    expect((await get(`/api/packages/${order.packages[0]!.id}/label`)).json()).toMatchObject({ packageNo: 1, totalPackages: 3, locationId: 1 });
    const otherLabel = zPackageLabel.parse((await get(`/api/packages/${(await createOrder(ctx.app, { customer: other.id })).packages[0]!.id}/label`)).json());
    expect(otherLabel).toMatchObject({ packageNo: 1, totalPackages: 1, locationId: 2, first_name: 'Acme', userId: other.id });
  });

  it('answers 404 for an unknown package or one of a deleted order, and 400 for an id that is not one', async () => {
    expect((await get('/api/packages/999999/label')).statusCode).toBe(404);
    const deleted = await createOrder(ctx.app, { customer: customer.id, deleted: true });
    expect((await get(`/api/packages/${deleted.packages[0]!.id}/label`)).statusCode).toBe(404);
    expect((await get('/api/packages/abc/label')).statusCode).toBe(400);
  });

  it('is for every staff type, accounts and basic included; customers get 403 even for their own', async () => {
    const id = (await createOrder(ctx.app, { customer: customer.id })).packages[0]!.id;
    for (const type of ['admin', 'worker', 'worker-v2', 'accounts', 'basic'] as const) {
      expect((await get(`/api/packages/${id}/label`, (await signedIn(ctx.app, { type })).headers)).statusCode, type).toBe(200);
    }
    const owner = await signedIn(ctx.app, { type: 'personal' });
    const own = (await createOrder(ctx.app, { customer: owner.id })).packages[0]!.id;
    expect((await get(`/api/packages/${own}/label`, owner.headers)).statusCode).toBe(403);
    expect((await get(`/api/packages/${id}/label`, {})).statusCode).toBe(401);
  });
});

describe('GET /api/packages/:id/trackings', () => {
  const history = async (customerId: number) =>
    createOrder(ctx.app, {
      customer: customerId,
      checkpoint: checkpointIds.onTheWay,
      packages: [
        {
          // Written out of order: an offline scan arrives after a later one.
          trackings: [
            { checkpoint: checkpointIds.onTheWay, at: daysAgo(1) },
            { checkpoint: checkpointIds.receivedMiami, at: daysAgo(3), offline: true },
            { checkpoint: checkpointIds.receivedMiami, at: daysAgo(3, -1), duplicate: true },
          ],
        },
      ],
    });

  it('lists the scans oldest first, each with its checkpoint name and the time it happened', async () => {
    const order = await history(customer.id);
    const response = await get(`/api/packages/${order.packages[0]!.id}/trackings`);
    expect(response.statusCode).toBe(200);
    const { data } = zTrackings.parse(response.json());
    const audit = { received_at: expect.any(String), scanned_by: expect.any(String) };
    expect(data).toEqual([
      { name: 'Received at Miami warehouse', created_at: expect.any(String), checkpoint_id: 12, duplicate: false, offline: true, ...audit },
      { name: 'Received at Miami warehouse', created_at: expect.any(String), checkpoint_id: 12, duplicate: true, offline: false, ...audit },
      { name: 'On the way to Nassau', created_at: expect.any(String), checkpoint_id: 17, duplicate: false, offline: false, ...audit },
    ]);
    const times = data.map((entry) => Date.parse(entry.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.abs(times[2]! - daysAgo(1).getTime())).toBeLessThan(60_000);
  });

  it('tells staff, for a scan sent late from an offline device, who made it and when the server received it; a customer sees neither', async () => {
    const scanner = await signedIn(ctx.app, { type: 'worker', firstName: 'Otto', lastName: 'Offline' });
    const owner = await signedIn(ctx.app, { type: 'personal' });
    const order = await createOrder(ctx.app, { customer: owner.id, checkpoint: null });
    const { id, barcode } = { id: order.packages[0]!.id, barcode: barcodeOf(order.packages[0]!.id) };
    // Scanned two hours ago with no signal, and again a minute later; both reach the server now.
    const scannedAt = new Date(Date.now() - 2 * 3_600_000);
    const again = new Date(scannedAt.getTime() + 60_000);
    const before = Date.now();
    const scan = await ctx.app.inject({
      method: 'POST',
      url: '/api/scan',
      headers: scanner.headers,
      payload: {
        userID: scanner.id,
        data: { checkpoint: checkpointIds.receivedMiami, qrcodes: [{ code: barcode, occurred_at: scannedAt.toISOString() }, { code: barcode, occurred_at: again.toISOString() }] },
      },
    });
    expect(scan.statusCode, scan.body).toBe(200);

    const { data } = zTrackings.parse((await get(`/api/packages/${id}/trackings`)).json());
    expect(data.map(({ created_at, offline, duplicate, scanned_by }) => ({ created_at, offline, duplicate, scanned_by }))).toEqual([
      { created_at: scannedAt.toISOString(), offline: true, duplicate: false, scanned_by: 'Otto Offline' },
      { created_at: again.toISOString(), offline: true, duplicate: true, scanned_by: 'Otto Offline' },
    ]);
    for (const entry of data) {
      expect(Date.parse(entry.received_at!)).toBeGreaterThanOrEqual(before - 1_000);
      expect(Date.parse(entry.received_at!)).toBeLessThanOrEqual(Date.now());
    }

    const seen = zTrackings.parse((await get(`/api/packages/${id}/trackings`, owner.headers)).json()).data;
    expect(seen).toHaveLength(2);
    for (const entry of seen) expect(Object.keys(entry).sort()).toEqual(['checkpoint_id', 'created_at', 'duplicate', 'name', 'offline']);
  });

  it('answers an empty list for a package never scanned (the app shows the spec empty text)', async () => {
    const order = await createOrder(ctx.app, { customer: customer.id, checkpoint: null });
    const response = await get(`/api/packages/${order.packages[0]!.id}/trackings`);
    expect(zTrackings.parse(response.json())).toEqual({ data: [] });
    expect(orderMessages.trackingEmpty).toBe('There is currently no tracking information for this package.');
  });

  it("shows a customer their own package's history and answers 404 for anyone else's", async () => {
    const owner = await signedIn(ctx.app, { type: 'business' });
    const stranger = await signedIn(ctx.app, { type: 'personal' });
    const own = (await history(owner.id)).packages[0]!.id;
    const response = await get(`/api/packages/${own}/trackings`, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(zTrackings.parse(response.json()).data).toHaveLength(3);
    const foreign = await get(`/api/packages/${own}/trackings`, stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await get('/api/packages/999999/trackings', stranger.headers)).statusCode).toBe(404);
  });

  it('is for staff and basic; accounts get 403, strangers 401; deleted orders and unknown packages 404', async () => {
    const id = (await history(customer.id)).packages[0]!.id;
    for (const type of ['admin', 'worker', 'worker-v2', 'basic'] as const) {
      expect((await get(`/api/packages/${id}/trackings`, (await signedIn(ctx.app, { type })).headers)).statusCode, type).toBe(200);
    }
    expect((await get(`/api/packages/${id}/trackings`, (await signedIn(ctx.app, { type: 'accounts' })).headers)).statusCode).toBe(403);
    expect((await get(`/api/packages/${id}/trackings`, {})).statusCode).toBe(401);
    const deleted = await createOrder(ctx.app, { customer: customer.id, deleted: true, checkpoint: checkpointIds.onTheWay });
    expect((await get(`/api/packages/${deleted.packages[0]!.id}/trackings`)).statusCode).toBe(404);
    expect((await get('/api/packages/999999/trackings')).statusCode).toBe(404);
  });
});
