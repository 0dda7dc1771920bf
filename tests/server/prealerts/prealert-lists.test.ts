import { beforeAll, describe, expect, it } from 'vitest';
import type { Prealert } from '../../../src/domain/prealerts';
import { prealerts } from '../../../src/server/db/schema';
import { signedIn } from '../../helpers/server/factories';
import { uniqueTracking, usePrealertsApp } from './prealert-context';

const ctx = usePrealertsApp();

// Carla's three (oldest first) and Dora's one, filed before the tests; Carla's middle one is received by an order.
let carlas: Prealert[];
let doras: Prealert;
let receivedOrderId: number;
beforeAll(async () => {
  carlas = [
    await ctx.file({ vendor: 'Best Buy', description: 'Headphones' }),
    await ctx.file({ vendor: 'Zappos', description: 'Boots', courier: 'ups' }),
    await ctx.file({ vendor: 'Amazon', description: 'Phone case' }),
  ];
  doras = await ctx.file({ vendor: 'Walmart', description: 'Blender' }, [], ctx.dora);
  receivedOrderId = (await ctx.createOrder(ctx.carla.id, { tracking_number: carlas[1]!.tracking_number })).id;
});

const ids = (page: { data: readonly Prealert[] }) => page.data.map((prealert) => prealert.id);

describe("GET /api/users/:id/prealerts (a customer's own)", () => {
  it('lists hers newest first, waiting and received, the received one naming its order', async () => {
    const page = await ctx.page(`/api/users/${ctx.carla.id}/prealerts`, ctx.carla.headers);
    expect(ids(page)).toEqual([carlas[2]!.id, carlas[1]!.id, carlas[0]!.id]);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, total: 3 });
    expect(page.data[1]).toMatchObject({ state: 'received', order_id: receivedOrderId, received_at: expect.any(String) });
    expect(page.data[0]).toMatchObject({ state: 'waiting', order_id: null, received_at: null });
  });

  it('pages 20 at a time', async () => {
    const many = await signedIn(ctx.app, { type: 'personal' });
    const values = Array.from({ length: 21 }, (_, i) => ({ userId: many.id, trackingNumber: `PAGE${i}`, vendor: 'V', description: `Item ${i}`, valueCents: i, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }));
    await ctx.db.insert(prealerts).values(values);
    const first = await ctx.page(`/api/users/${many.id}/prealerts?page=1`, many.headers);
    const second = await ctx.page(`/api/users/${many.id}/prealerts?page=2`, many.headers);
    expect(first.data.map((p) => p.description)).toEqual(Array.from({ length: 20 }, (_, i) => `Item ${20 - i}`));
    expect(second.data.map((p) => p.description)).toEqual(['Item 0']);
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, total: 21 });
  });

  it("lets staff read any customer's, and answers an id that is not a customer with 404", async () => {
    expect(ids(await ctx.page(`/api/users/${ctx.dora.id}/prealerts`, ctx.worker.headers))).toEqual([doras.id]);
    expect((await ctx.get(`/api/users/${ctx.worker.id}/prealerts`, ctx.admin.headers)).statusCode).toBe(404);
    expect((await ctx.get('/api/users/999999/prealerts', ctx.admin.headers)).statusCode).toBe(404);
  });

  it("answers a customer naming another customer's list with 404", async () => {
    const response = await ctx.get(`/api/users/${ctx.dora.id}/prealerts`, ctx.carla.headers);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/prealerts/:id', () => {
  it('answers the owner and staff alike', async () => {
    const own = await ctx.get(`/api/prealerts/${carlas[0]!.id}`, ctx.carla.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: carlas[0]!.id, vendor: 'Best Buy', state: 'waiting' });
    const staff = await ctx.get(`/api/prealerts/${carlas[1]!.id}`, ctx.worker.headers);
    expect(staff.json()).toMatchObject({ state: 'received', order_id: receivedOrderId });
  });

  it("answers another customer's prealert and an unknown id with 404", async () => {
    expect((await ctx.get(`/api/prealerts/${doras.id}`, ctx.carla.headers)).statusCode).toBe(404);
    expect((await ctx.get('/api/prealerts/999999', ctx.carla.headers)).statusCode).toBe(404);
    expect((await ctx.get('/api/prealerts/999999', ctx.worker.headers)).statusCode).toBe(404);
  });
});

describe('GET /api/prealerts (staff: the open ones)', () => {
  const openIds = async (query: string) => ids(await ctx.page(`/api/prealerts?${query}`, ctx.worker.headers));

  it('lists only open prealerts, newest first, with the customer and the file link', async () => {
    const page = await ctx.page('/api/prealerts', ctx.worker.headers);
    const mine = [doras.id, carlas[2]!.id, carlas[0]!.id];
    expect(ids(page).filter((id) => [...mine, carlas[1]!.id].includes(id))).toEqual(mine);
    expect(page.data.find((p) => p.id === doras.id)).toMatchObject({ customer: { id: ctx.dora.id, full_name: 'Dora Dean', location: { id: 2, name: 'Harbor Bay' } } });
  });

  it('matches one tracking number exactly, ignoring case and spaces around it', async () => {
    const tracking = carlas[0]!.tracking_number;
    expect(await openIds(`tracking=${encodeURIComponent(`  ${tracking.toLowerCase()} `)}`)).toEqual([carlas[0]!.id]);
    expect(await openIds(`tracking=${tracking.slice(0, -1)}`)).toEqual([]);
    expect(await openIds(`tracking=${carlas[1]!.tracking_number}`)).toEqual([]);
  });

  it('lists every customer waiting under one number', async () => {
    const tracking = uniqueTracking();
    const carlasOwn = await ctx.file({ tracking_number: tracking });
    const dorasOwn = await ctx.file({ tracking_number: tracking }, [], ctx.dora);
    expect(await openIds(`tracking=${tracking}`)).toEqual([dorasOwn.id, carlasOwn.id]);
  });

  it("searches part of a tracking number, the vendor or the customer's name, ignoring case", async () => {
    expect(await openIds('search=zappos')).toEqual([]);
    expect(await openIds('search=best%20b')).toEqual([carlas[0]!.id]);
    expect(await openIds(`search=${carlas[2]!.tracking_number.slice(3, 12).toLowerCase()}`)).toEqual([carlas[2]!.id]);
    const dorasMatches = await openIds('search=dora%20d');
    expect(dorasMatches).toContain(doras.id);
    expect(dorasMatches).not.toContain(carlas[0]!.id);
    expect(await openIds('search=100%25')).toEqual([]);
  });

  it('pages with the count of the matches', async () => {
    const page = await ctx.page('/api/prealerts?search=best%20b&page=1', ctx.worker.headers);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, total: 1 });
  });
});
