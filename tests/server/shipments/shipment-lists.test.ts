import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentsPageSize, unshippedPageSize } from '../../../src/domain/shipments';
import { createShipmentsContext, type ShipmentsContext } from './shipment-context';

// The shipments list (finance spec §2: id, manifest, carrier, package count, arrival date; Load More
// pages on), the package picker of the form (unshipped packages), and a shipment's packages by box.
// Every search here names something only its own test made, since the file shares one database.

let ctx: ShipmentsContext;
beforeAll(async () => {
  ctx = await createShipmentsContext();
});
afterAll(async () => ctx.app.close());

describe('GET /api/shipments', () => {
  it(`pages ${shipmentsPageSize} at a time, newest first, with last_page and total`, async () => {
    const ids = await ctx.freshPackages(shipmentsPageSize + 1);
    const made: number[] = [];
    // One package each; 21 shipments make a full first page and one row on the second.
    for (const id of ids) made.push((await ctx.createShipment([id], { carrier: 'Pager Freight', manifest_key: 'PAGER' })).id);
    const newestFirst = [...made].reverse();

    const first = await ctx.listShipments('page=1&search=pager%20FREIGHT');
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 21 });
    expect(first.data.map((row) => row.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.data[0]).toEqual({ id: made.at(-1), manifest_key: 'PAGER', carrier: 'Pager Freight', packages_count: 1, arrival_date: '2026-11-20' });

    const second = await ctx.listShipments('page=2&search=pager%20freight');
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, total: 21 });
    expect(second.data.map((row) => row.id)).toEqual([made[0]]);

    const past = await ctx.listShipments('page=3&search=pager%20freight');
    expect(past).toEqual({ data: [], meta: { current_page: 3, last_page: 2, total: 21 } });
  });

  it('finds a shipment by its id, by part of its manifest key and by part of its carrier, ignoring case', async () => {
    const [a, b, c] = await ctx.freshPackages(3);
    const byManifest = await ctx.createShipment([a!, b!], { carrier: 'Searchable Seaways', manifest_key: 'MANIFEST-QUOKKA' });
    const byCarrier = await ctx.createShipment([c!], { carrier: 'Wombat Air Cargo', manifest_key: 'MANIFEST-OTHER' });

    expect((await ctx.listShipments('search=quokka')).data).toEqual([
      { id: byManifest.id, manifest_key: 'MANIFEST-QUOKKA', carrier: 'Searchable Seaways', packages_count: 2, arrival_date: '2026-11-20' },
    ]);
    expect((await ctx.listShipments('search=WOMBAT%20air')).data.map((row) => row.id)).toEqual([byCarrier.id]);
    const byId = await ctx.listShipments(`search=${byCarrier.id}`);
    expect(byId.data.map((row) => row.id)).toContain(byCarrier.id);
    // No carrier or manifest key of this file holds digits, so the id alone matches.
    expect(byId.data.map((row) => row.id)).toEqual([byCarrier.id]);
    expect((await ctx.listShipments('search=nothing-like-this')).meta).toEqual({ current_page: 1, last_page: 1, total: 0 });
  });

  it('reads "%" and "_" in a search as plain characters', async () => {
    const [a] = await ctx.freshPackages(1);
    const shipment = await ctx.createShipment([a!], { carrier: 'Percent Lines', manifest_key: 'TEN%_OFF' });
    expect((await ctx.listShipments('search=%25_')).data.map((row) => row.id)).toEqual([shipment.id]);
  });

  it('answers GET /shipments/list with the same rows and meta', async () => {
    const [a] = await ctx.freshPackages(1);
    await ctx.createShipment([a!], { carrier: 'Listing Liner' });
    const list = await ctx.listShipments('search=listing%20liner', '/api/shipments/list');
    expect(list).toEqual(await ctx.listShipments('search=listing%20liner'));
    expect(list.meta.total).toBe(1);
  });

  it('counts packages after an update takes some out', async () => {
    const [a, b, c] = await ctx.freshPackages(3);
    const shipment = await ctx.createShipment([a!, b!, c!], { carrier: 'Shrinking Shipping' });
    expect((await ctx.putShipment(shipment.id, ctx.shipmentData([b!], { carrier: 'Shrinking Shipping' }))).statusCode).toBe(200);
    expect((await ctx.listShipments('search=shrinking')).data).toEqual([expect.objectContaining({ id: shipment.id, packages_count: 1 })]);
  });

  it('refuses a page that is not a whole number from 1, with 400', async () => {
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const response = await ctx.send('GET', `/api/shipments?page=${page}`, ctx.worker.headers);
      expect(response.statusCode, page).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['page']);
    }
  });
});

describe('GET /api/unshipped/packages', () => {
  it('lists packages of live orders in no shipment: not shipped ones, not those of a deleted order', async () => {
    const customer = await ctx.person({ type: 'personal', firstName: 'Unshipped', lastName: 'Ursula' });
    const order = await ctx.orderOfPackages(3, customer.id);
    const [shipped, waiting, alsoWaiting] = order.packages;
    await ctx.createShipment([shipped!.id]);
    const deleted = await ctx.orderOfPackages(1, customer.id);
    expect((await ctx.mutate('DELETE', `/api/orders/${deleted.id}`, ctx.special.headers)).statusCode).toBe(200);

    const page = await ctx.unshipped('unshipped ursula');
    expect(page.data.map((p) => p.id)).toEqual([alsoWaiting!.id, waiting!.id]);
    expect(page.meta).toEqual({ current_page: 1, has_next: false, count: 2, count_capped: false });
    expect(page.data[1]).toEqual({
      id: waiting!.id,
      barcode: waiting!.barcode,
      sect: waiting!.sect,
      order_id: order.id,
      user_id: customer.id,
      client_fullname: 'Unshipped Ursula',
      description: 'Box',
      package_type: 'box',
      weight: 12,
      shipping_method: 'standard',
      created_at: expect.any(String),
    });
    expect((await ctx.unshipped(String(deleted.id))).data).toEqual([]);
  });

  it('finds a package by its barcode, in either case, and by its order id', async () => {
    const order = await ctx.orderOfPackages(2);
    const [first, second] = order.packages;
    expect((await ctx.unshipped(second!.barcode)).data.map((p) => p.id)).toEqual([second!.id]);
    expect((await ctx.unshipped(second!.barcode.toLowerCase())).data.map((p) => p.id)).toEqual([second!.id]);
    expect((await ctx.unshipped(String(order.id))).data.map((p) => p.id).sort((x, y) => x - y)).toEqual([first!.id, second!.id]);
    await ctx.createShipment([second!.id]);
    expect((await ctx.unshipped(second!.barcode)).data).toEqual([]);
    expect((await ctx.unshipped(String(order.id))).meta.count).toBe(1);
  });

  it("finds a customer's unshipped packages by part of their name, newest first, and not once they leave for a shipment", async () => {
    const named = await ctx.person({ type: 'personal', firstName: 'Zephyrine', lastName: `Picker${process.pid}` });
    const older = await ctx.orderOfPackages(1, named.id);
    const newer = await ctx.orderOfPackages(2, named.id);
    const search = `zephyrine picker${process.pid}`;
    expect((await ctx.unshipped(search)).data.map((p) => p.id)).toEqual([newer.packages[1]!.id, newer.packages[0]!.id, older.packages[0]!.id]);
    const shipment = await ctx.createShipment([newer.packages[0]!.id]);
    expect((await ctx.unshipped(search)).data.map((p) => p.id)).toEqual([newer.packages[1]!.id, older.packages[0]!.id]);
    // Taken out of the shipment again, it waits for one again.
    expect((await ctx.putShipment(shipment.id, ctx.shipmentData([older.packages[0]!.id]))).statusCode).toBe(200);
    expect((await ctx.unshipped(search)).data.map((p) => p.id)).toEqual([newer.packages[1]!.id, newer.packages[0]!.id]);
  });

  it('answers a name nobody has with an empty page counted 0', async () => {
    expect(await ctx.unshipped(`Nobody Named${process.pid}`)).toEqual({ data: [], meta: { current_page: 1, has_next: false, count: 0, count_capped: false } });
  });

  it(`pages ${unshippedPageSize} at a time with has_next, and counts every match`, async () => {
    const order = await ctx.orderOfPackages(unshippedPageSize + 2);
    const first = await ctx.unshipped(String(order.id));
    expect(first.data).toHaveLength(unshippedPageSize);
    expect(first.meta).toEqual({ current_page: 1, has_next: true, count: 52, count_capped: false });
    const second = await ctx.unshipped(String(order.id), 2);
    expect(second.data).toHaveLength(2);
    expect(second.meta).toEqual({ current_page: 2, has_next: false, count: 52, count_capped: false });
    const seen = [...first.data, ...second.data].map((p) => p.id).sort((x, y) => x - y);
    expect(seen).toEqual(order.packages.map((p) => p.id).sort((x, y) => x - y));
  });
});

describe('GET /api/grouped/packages/{shipmentId}', () => {
  it('groups the packages by box in the order of the boxes, each in shipment order, with the unboxed last', async () => {
    const [a, b, c, d, e] = await ctx.freshPackages(5);
    const shipment = await ctx.createShipment([e!, a!, b!, c!, d!], {
      boxes: [
        { name: 'Pallet 2', packages: [c!, a!] },
        { name: 'Pallet 1', packages: [d!] },
      ],
    });
    const { data } = await ctx.grouped(shipment.id);
    expect(data.map((group) => [group.box, group.packages.map((p) => p.id)])).toEqual([
      ['Pallet 2', [a, c]],
      ['Pallet 1', [d]],
      [null, [e, b]],
    ]);
    expect(data[0]!.packages[0]).toMatchObject({ id: a, client_fullname: 'Ivy Invoiced', weight: 12 });
  });

  it('answers a shipment without boxes with one group, box null, and an unknown shipment with 404', async () => {
    const [a, b] = await ctx.freshPackages(2);
    const shipment = await ctx.createShipment([b!, a!]);
    expect((await ctx.grouped(shipment.id)).data).toEqual([{ box: null, packages: [expect.objectContaining({ id: b }), expect.objectContaining({ id: a })] }]);
    expect((await ctx.send('GET', '/api/grouped/packages/999999', ctx.worker.headers)).statusCode).toBe(404);
  });
});
