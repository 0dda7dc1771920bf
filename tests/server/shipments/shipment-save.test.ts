import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentMessages, zShipment } from '../../../src/domain/shipments';
import { shipments } from '../../../src/server/db/schema';
import { expectKeyMismatch, expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { untilBlockedOrSettled } from '../../helpers/server/lock-waits';
import { createShipmentsContext, type ShipmentsContext } from './shipment-context';

// POST /shipments {data} and PUT /shipments/{id} {data} (finance spec §2, §3, §5): carrier, arrival
// date and packages are required; boxes group some of the packages by name; a package is in one
// shipment at most; PUT replaces the packages, and those left out are unshipped again.

let ctx: ShipmentsContext;
beforeAll(async () => {
  ctx = await createShipmentsContext();
});
afterAll(async () => ctx.app.close());

const shipmentsCarrying = async (carrier: string) => (await ctx.db.select({ n: count() }).from(shipments).where(eq(shipments.carrier, carrier)))[0]!.n;

/** A refused save: 400 with exactly these field messages, and not a row changed anywhere. */
const expectFieldsRefused = async (send: () => ReturnType<ShipmentsContext['postShipment']>, fields: Record<string, string>) => {
  const before = await ctx.shipmentState();
  const response = await send();
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  expect(response.json().error.fields).toEqual(fields);
  expect(await ctx.shipmentState()).toEqual(before);
};

describe('POST /api/shipments', () => {
  it('creates the shipment and answers every field: packages in the order sent, boxes, arrival date and freight in dollars', async () => {
    const [a, b, c] = await ctx.freshPackages(3);
    const response = await ctx.postShipment({
      carrier: 'Tropical Shipping',
      arrival_date: '2026-11-20',
      manifest_key: 'TS-2026-1120',
      freight: 1234.5,
      customs: 'C13-000417',
      notes: 'Two pallets, one wet corner',
      packages: [c, a, b],
      boxes: [{ name: 'Box A', packages: [a] }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const shipment = zShipment.parse(response.json());
    expect(shipment).toEqual({
      id: expect.any(Number),
      manifest_key: 'TS-2026-1120',
      carrier: 'Tropical Shipping',
      freight: 1234.5,
      customs: 'C13-000417',
      arrival_date: '2026-11-20',
      notes: 'Two pallets, one wet corner',
      packages: [c, a, b],
      boxes: [{ name: 'Box A', packages: [a] }],
      packages_count: 3,
      attachments: [],
      notified_at: null,
      created_at: expect.any(String),
    });
    // $1,234.50 is stored as 123450 cents, never as a float.
    const [row] = await ctx.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row).toMatchObject({ freightCents: 123_450, arrivalDate: '2026-11-20', createdBy: ctx.worker.id });
    expect(await ctx.getShipment(shipment.id)).toEqual(shipment);
    expect((await ctx.logsOf('shipment', shipment.id)).map((log) => [log.action, log.userId])).toEqual([['Created shipment', ctx.worker.id]]);
  });

  it('takes only the required fields, and reads blank optional fields as empty', async () => {
    const [a] = await ctx.freshPackages(1);
    const shipment = await ctx.createShipment([a!], { manifest_key: '', customs: '  ', notes: null, freight: null });
    expect(shipment).toMatchObject({ manifest_key: null, customs: null, notes: null, freight: null, boxes: [], packages: [a], packages_count: 1 });
  });

  it('keeps boxes in the order sent, each with its packages in shipment order', async () => {
    const [a, b, c, d] = await ctx.freshPackages(4);
    const shipment = await ctx.createShipment([a!, b!, c!, d!], {
      boxes: [
        { name: 'Pallet 2', packages: [d!, b!] },
        { name: 'Pallet 1', packages: [a!] },
      ],
    });
    expect(shipment.boxes).toEqual([
      { name: 'Pallet 2', packages: [b, d] },
      { name: 'Pallet 1', packages: [a] },
    ]);
  });

  it("refuses a package already in another shipment with 409 naming its barcode and that shipment, and changes nothing", async () => {
    const order = await ctx.orderOfPackages(2);
    const [held, free] = order.packages;
    const first = await ctx.createShipment([held!.id]);
    const before = await ctx.shipmentState();
    const response = await ctx.postShipment(ctx.shipmentData([free!.id, held!.id], { carrier: 'Second Carrier' }));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: `Package ${held!.barcode} is already in shipment #${first.id}.` } });
    expect(await ctx.shipmentState()).toEqual(before);
    expect(await shipmentsCarrying('Second Carrier')).toBe(0);
  });

  it('lets exactly one of two concurrent saves with the same package have it: one 201, one 409', async () => {
    const [shared] = await ctx.freshPackages(1);
    const before = (await ctx.shipmentState()).shipments.length;
    const responses = await Promise.all([
      ctx.postShipment(ctx.shipmentData([shared!], { carrier: 'Race One' })),
      ctx.postShipment(ctx.shipmentData([shared!], { carrier: 'Race Two' })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const winner = zShipment.parse(responses.find((r) => r.statusCode === 201)!.json());
    expect((await ctx.membership(shared!))?.shipmentId).toBe(winner.id);
    expect((await ctx.shipmentState()).shipments).toHaveLength(before + 1);
  });

  it('answers two concurrent saves listing the same two packages in opposite orders with one 201 and one 409, never a 500', async () => {
    const [a, b] = await ctx.freshPackages(2);
    const before = (await ctx.shipmentState()).shipments.length;
    const responses = await Promise.all([
      ctx.postShipment(ctx.shipmentData([a!, b!], { carrier: 'Crossed One' })),
      ctx.postShipment(ctx.shipmentData([b!, a!], { carrier: 'Crossed Two' })),
    ]);
    expect(
      responses.map((r) => r.statusCode).sort(),
      responses.map((r) => r.body).join('\n'),
    ).toEqual([201, 409]);
    const winner = zShipment.parse(responses.find((r) => r.statusCode === 201)!.json());
    expect([(await ctx.membership(a!))?.shipmentId, (await ctx.membership(b!))?.shipmentId]).toEqual([winner.id, winner.id]);
    expect((await ctx.shipmentState()).shipments).toHaveLength(before + 1);
  });

  it('takes the keys of its packages in id order, so a save crossing another one waits for it instead of deadlocking', async () => {
    // Another save halfway through holds a, the lower id. This request lists [b, a]: it must reach
    // for a first and wait there, leaving b free. Had it taken b first, the other save reaching for
    // b next would close a cycle and the database would cancel one of the two.
    const [a, b] = (await ctx.freshPackages(2)) as [number, number];
    const other = await ctx.createShipment(await ctx.freshPackages(1), { carrier: 'Halfway Save' });
    const client = await ctx.app.deps.database.pool.connect();
    let response: Awaited<ReturnType<ShipmentsContext['postShipment']>>;
    try {
      await client.query('begin');
      await client.query('insert into shipment_packages (package_id, shipment_id, position) values ($1, $2, 2)', [a, other.id]);
      // inject() sends only once something awaits it: Promise.resolve starts it now.
      const request = Promise.resolve(ctx.postShipment(ctx.shipmentData([b, a], { carrier: 'Crossed Request' })));
      // Until the request waits on a key, or has answered at once.
      await untilBlockedOrSettled(client, request);
      // b is free: this insert does not wait, and the other save commits with both.
      await client.query('insert into shipment_packages (package_id, shipment_id, position) values ($1, $2, 3)', [b, other.id]);
      await client.query('commit');
      response = await request;
    } finally {
      client.release();
    }
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toContain(`is already in shipment #${other.id}.`);
  });

  it('answers a retry with the same Idempotency-Key from the first answer and creates one shipment', async () => {
    const [a] = await ctx.freshPackages(1);
    const headers = withIdempotencyKey(ctx.worker.headers);
    const body = { data: ctx.shipmentData([a!], { carrier: 'Replay Lines' }) };
    const first = await ctx.send('POST', '/api/shipments', headers, body);
    const replay = await ctx.send('POST', '/api/shipments', headers, body);
    expectReplayed(first, replay, 201);
    expect(await shipmentsCarrying('Replay Lines')).toBe(1);
    expectKeyMismatch(await ctx.send('POST', '/api/shipments', headers, { data: { ...body.data, carrier: 'Replay Lines Two' } }));
    expect(await shipmentsCarrying('Replay Lines Two')).toBe(0);
  });
});

describe('POST /api/shipments refuses a bad body with 400 on the field, changing nothing', () => {
  let a: number;
  let b: number;
  let c: number;
  beforeAll(async () => {
    [a, b, c] = (await ctx.freshPackages(3)) as [number, number, number];
  });

  it('requires a carrier, an arrival date and packages, with the spec’s messages', async () => {
    await expectFieldsRefused(() => ctx.postShipment({ packages: [a] }), {
      'data.carrier': shipmentMessages.carrierRequired,
      'data.arrival_date': shipmentMessages.arrivalDateRequired,
    });
    await expectFieldsRefused(() => ctx.postShipment({ carrier: '   ', arrival_date: '', packages: [] }), {
      'data.carrier': 'Carrier is required',
      'data.arrival_date': 'Arrival Date is required',
      'data.packages': 'Packages are required',
    });
    await expectFieldsRefused(() => ctx.postShipment({ carrier: 'Tropical Shipping', arrival_date: '2026-11-20' }), { 'data.packages': 'Packages are required' });
  });

  it('refuses an arrival date that is not a calendar date', async () => {
    await expectFieldsRefused(() => ctx.postShipment(ctx.shipmentData([a], { arrival_date: '2026-02-30' })), { 'data.arrival_date': 'Arrival Date is required' });
  });

  it('names an unknown package, and a package of a deleted order, by its place in the list', async () => {
    const doomed = await ctx.orderOfPackages(1);
    expect((await ctx.mutate('DELETE', `/api/orders/${doomed.id}`, ctx.special.headers)).statusCode).toBe(200);
    await expectFieldsRefused(() => ctx.postShipment(ctx.shipmentData([a, 999_999, doomed.packages[0]!.id])), {
      'data.packages.1': shipmentMessages.packageUnknown,
      'data.packages.2': shipmentMessages.packageUnknown,
    });
  });

  it('refuses a package listed twice', async () => {
    await expectFieldsRefused(() => ctx.postShipment(ctx.shipmentData([a, b, a])), { 'data.packages.2': shipmentMessages.packageTwice });
  });

  it('refuses two boxes whose names differ only in case', async () => {
    await expectFieldsRefused(
      () =>
        ctx.postShipment(
          ctx.shipmentData([a, b], {
            boxes: [
              { name: 'Pallet A', packages: [a] },
              { name: 'pallet a', packages: [b] },
            ],
          }),
        ),
      { 'data.boxes.1.name': shipmentMessages.boxNameTwice },
    );
  });

  it('refuses a box holding a package outside the shipment', async () => {
    await expectFieldsRefused(() => ctx.postShipment(ctx.shipmentData([a, b], { boxes: [{ name: 'Box A', packages: [b, c] }] })), {
      'data.boxes.0.packages.1': shipmentMessages.boxPackageOutside,
    });
  });

  it('refuses a package in two boxes', async () => {
    await expectFieldsRefused(
      () =>
        ctx.postShipment(
          ctx.shipmentData([a, b], {
            boxes: [
              { name: 'Box A', packages: [a, b] },
              { name: 'Box B', packages: [b] },
            ],
          }),
        ),
      { 'data.boxes.1.packages.0': shipmentMessages.boxPackageTwice },
    );
  });

  it('refuses freight with a third decimal or below zero, rather than rounding it', async () => {
    await expectFieldsRefused(() => ctx.postShipment(ctx.shipmentData([a], { freight: 10.005 })), { 'data.freight': 'Freight must be in dollars and cents' });
    await expectFieldsRefused(() => ctx.postShipment(ctx.shipmentData([a], { freight: -1 })), { 'data.freight': 'Freight must be at least 0' });
  });

  it('refuses a body without data', async () => {
    const before = await ctx.shipmentState();
    const response = await ctx.mutate('POST', '/api/shipments', ctx.worker.headers, { carrier: 'Tropical Shipping' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['data']);
    expect(await ctx.shipmentState()).toEqual(before);
  });
});

describe('PUT /api/shipments/{id}', () => {
  it('locks the packages it takes out and puts in before writing either, so a scan of both waits for it or it waits for the scan', async () => {
    // The save swaps b (the higher id) out for a. Had it taken b out first (which locks b's
    // position row through the unshipping trigger) and then waited for a, a scan holding a and
    // reaching for b next would close a cycle, and the database would cancel one of the two.
    const [a, b] = (await ctx.freshPackages(2)) as [number, number];
    const shipment = await ctx.createShipment([b], { carrier: 'Swapping Save' });
    const client = await ctx.app.deps.database.pool.connect();
    let response: Awaited<ReturnType<ShipmentsContext['putShipment']>>;
    try {
      // A scan's first step on a: its position row, locked.
      await client.query('begin');
      await client.query('select package_id from package_positions where package_id = $1 for no key update', [a]);
      // inject() sends only once something awaits it: Promise.resolve starts it now.
      const request = Promise.resolve(ctx.putShipment(shipment.id, ctx.shipmentData([a], { carrier: 'Swapping Save' })));
      expect(await untilBlockedOrSettled(client, request)).toBe(false);
      // The scan reaches for b: free, since the save waits on a before touching b.
      await client.query('select package_id from package_positions where package_id = $1 for no key update', [b]);
      await client.query('commit');
      response = await request;
    } finally {
      client.release();
    }
    expect(response.statusCode, response.body).toBe(200);
    expect((await ctx.membership(a))?.shipmentId).toBe(shipment.id);
    expect(await ctx.membership(b)).toBeUndefined();
  });

  it('replaces fields, packages and boxes: packages left out are unshipped again, kept ones keep when they were notified', async () => {
    const order = await ctx.orderOfPackages(4);
    const [kept, dropped, alsoDropped, added] = order.packages.map((p) => p.id) as [number, number, number, number];
    const shipment = await ctx.createShipment([kept, dropped, alsoDropped], { manifest_key: 'OLD-KEY', freight: 50, boxes: [{ name: 'Box A', packages: [kept, dropped] }] });
    await ctx.notified(await ctx.notifyParcel(kept));
    const notifiedAt = (await ctx.membership(kept))!.notifiedAt;
    expect(notifiedAt).toBeInstanceOf(Date);

    const response = await ctx.putShipment(shipment.id, { carrier: 'Bahamas Ferries', arrival_date: '2026-11-27', freight: 75.25, packages: [added, kept], boxes: [{ name: 'Box B', packages: [kept] }] });
    expect(response.statusCode, response.body).toBe(200);
    const updated = zShipment.parse(response.json());
    expect(updated).toMatchObject({
      id: shipment.id,
      carrier: 'Bahamas Ferries',
      arrival_date: '2026-11-27',
      manifest_key: null, // PUT replaces: an omitted manifest key is cleared
      freight: 75.25,
      packages: [added, kept],
      boxes: [{ name: 'Box B', packages: [kept] }],
      packages_count: 2,
    });
    expect(await ctx.getShipment(shipment.id)).toEqual(updated);
    expect((await ctx.membership(kept))!.notifiedAt).toEqual(notifiedAt);
    expect((await ctx.membership(added))!.notifiedAt).toBeNull();
    expect(await ctx.membership(dropped)).toBeUndefined();
    expect(await ctx.membership(alsoDropped)).toBeUndefined();

    const waiting = await ctx.unshipped(String(order.id));
    expect(waiting.data.map((p) => p.id).sort((x, y) => x - y)).toEqual([dropped, alsoDropped]);
    const rows = (await ctx.report(shipment.id)).data;
    expect(rows.map((row) => [row.id, row.notified, row.box])).toEqual([
      [added, false, null],
      [kept, true, 'Box B'],
    ]);
    expect((await ctx.logsOf('shipment', shipment.id)).map((log) => log.action)).toEqual(['Created shipment', 'Updated shipment']);
  });

  it('lets a package left out of one shipment go into another', async () => {
    const [a, b] = await ctx.freshPackages(2);
    const first = await ctx.createShipment([a!, b!]);
    expect((await ctx.putShipment(first.id, ctx.shipmentData([a!]))).statusCode).toBe(200);
    const second = await ctx.createShipment([b!]);
    expect((await ctx.membership(b!))?.shipmentId).toBe(second.id);
  });

  it('renames a box whose name only changes case', async () => {
    const [a] = await ctx.freshPackages(1);
    const shipment = await ctx.createShipment([a!], { boxes: [{ name: 'box a', packages: [a!] }] });
    const response = await ctx.putShipment(shipment.id, ctx.shipmentData([a!], { boxes: [{ name: 'Box A', packages: [a!] }] }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().boxes).toEqual([{ name: 'Box A', packages: [a] }]);
  });

  it("refuses taking another shipment's package with 409, and changes neither shipment", async () => {
    const order = await ctx.orderOfPackages(2);
    const [mine, theirs] = order.packages;
    const shipment = await ctx.createShipment([mine!.id], { carrier: 'Mine' });
    const other = await ctx.createShipment([theirs!.id], { carrier: 'Theirs' });
    const before = await ctx.shipmentState();
    const response = await ctx.putShipment(shipment.id, ctx.shipmentData([theirs!.id], { carrier: 'Mine renamed' }));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toBe(`Package ${theirs!.barcode} is already in shipment #${other.id}.`);
    expect(await ctx.shipmentState()).toEqual(before);
  });

  it('refuses a bad body with 400 and leaves the shipment as it was', async () => {
    const [a, b] = await ctx.freshPackages(2);
    const shipment = await ctx.createShipment([a!, b!], { boxes: [{ name: 'Box A', packages: [a!] }] });
    await expectFieldsRefused(() => ctx.putShipment(shipment.id, { carrier: '', arrival_date: '2026-11-20', packages: [] }), {
      'data.carrier': 'Carrier is required',
      'data.packages': 'Packages are required',
    });
    await expectFieldsRefused(
      () =>
        ctx.putShipment(
          shipment.id,
          ctx.shipmentData([a!, b!], {
            boxes: [
              { name: 'Box A', packages: [a!] },
              { name: 'BOX A', packages: [b!] },
            ],
          }),
        ),
      { 'data.boxes.1.name': shipmentMessages.boxNameTwice },
    );
    await expectFieldsRefused(() => ctx.putShipment(shipment.id, ctx.shipmentData([a!, 999_999])), { 'data.packages.1': shipmentMessages.packageUnknown });
    await expectFieldsRefused(() => ctx.putShipment(shipment.id, ctx.shipmentData([a!], { freight: 0.001 })), { 'data.freight': 'Freight must be in dollars and cents' });
  });

  it('replays a retried update and changes it once', async () => {
    const [a, b] = await ctx.freshPackages(2);
    const shipment = await ctx.createShipment([a!]);
    const headers = withIdempotencyKey(ctx.worker.headers);
    const body = { data: ctx.shipmentData([a!, b!], { carrier: 'Updated once' }) };
    const first = await ctx.send('PUT', `/api/shipments/${shipment.id}`, headers, body);
    const replay = await ctx.send('PUT', `/api/shipments/${shipment.id}`, headers, body);
    expectReplayed(first, replay, 200);
    expect((await ctx.logsOf('shipment', shipment.id)).map((log) => log.action)).toEqual(['Created shipment', 'Updated shipment']);
  });

  it('answers an unknown shipment with 404 and creates nothing', async () => {
    const [a] = await ctx.freshPackages(1);
    const before = await ctx.shipmentState();
    const response = await ctx.putShipment(999_999, ctx.shipmentData([a!]));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(await ctx.shipmentState()).toEqual(before);
  });
});

describe('GET /api/shipments/{id}', () => {
  it('answers an unknown shipment, or an id that is no id, with 404', async () => {
    expect((await ctx.send('GET', '/api/shipments/999999', ctx.worker.headers)).statusCode).toBe(404);
    expect((await ctx.send('GET', '/api/shipments/99999999999', ctx.worker.headers)).statusCode).toBe(404);
  });
});
