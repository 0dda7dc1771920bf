import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zOrder } from '../../../src/domain/orders';
import { editData } from '../../helpers/server/orders/order-fixtures';
import { createShipmentsContext, type ShipmentsContext } from './shipment-context';

let ctx: ShipmentsContext;
beforeAll(async () => {
  ctx = await createShipmentsContext();
});
afterAll(async () => ctx.app.close());

const readOrder = async (id: number, headers = ctx.worker.headers) => zOrder.parse((await ctx.send('GET', `/api/orders/${id}`, headers)).json());

describe('an order whose packages are in a shipment', () => {
  it('shows staff the shipment and the box of its first package, and its customer neither', async () => {
    const order = await ctx.orderOfPackages(2);
    const shipment = await ctx.createShipment(order.packages.map((p) => p.id), { boxes: [{ name: 'Pallet 7', packages: [order.packages[0]!.id] }] });
    expect(await readOrder(order.id)).toMatchObject({ shipment_id: shipment.id, shipment_box: 'Pallet 7' });
    expect(await readOrder(order.id, ctx.customer.headers)).toMatchObject({ shipment_id: null, shipment_box: null });
  });

  it('cannot be deleted (409, the order stays) until its packages leave the shipment', async () => {
    const order = await ctx.orderOfPackages(1);
    const shipment = await ctx.createShipment([order.packages[0]!.id]);
    const refused = await ctx.mutate('DELETE', `/api/orders/${order.id}`, ctx.special.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(`This order's packages are in shipment #${shipment.id}; take them out of the shipment before deleting the order.`);
    expect((await ctx.send('GET', `/api/orders/${order.id}`, ctx.worker.headers)).statusCode).toBe(200);

    const other = await ctx.orderOfPackages(1);
    expect((await ctx.putShipment(shipment.id, ctx.shipmentData([other.packages[0]!.id]))).statusCode).toBe(200);
    expect((await ctx.mutate('DELETE', `/api/orders/${order.id}`, ctx.special.headers)).statusCode).toBe(200);
  });

  it('keeps a shipped package: an edit that leaves it out is refused with 409 naming it, and nothing changes', async () => {
    const order = await ctx.orderOfPackages(2);
    const [shipped, loose] = order.packages;
    const shipment = await ctx.createShipment([shipped!.id]);
    const data = editData(order);
    const refused = await ctx.mutate('PUT', `/api/orders/${order.id}`, ctx.worker.headers, { orderID: order.id, data: { ...data, packages: data.packages.filter((p) => p.id !== shipped!.id) } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(`Package ${shipped!.barcode} is in shipment #${shipment.id} and cannot be removed; take it out of the shipment first.`);
    expect((await readOrder(order.id)).packages.map((p) => p.id)).toEqual([shipped!.id, loose!.id]);

    const kept = await ctx.mutate('PUT', `/api/orders/${order.id}`, ctx.worker.headers, { orderID: order.id, data: { ...data, packages: data.packages.filter((p) => p.id !== loose!.id) } });
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
