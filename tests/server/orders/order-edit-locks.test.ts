import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageBarcode } from '../../../src/domain/barcode';
import { checkpointIds } from '../../../src/domain/constants';
import { zOrder, type Order } from '../../../src/domain/orders';
import { withIdempotencyKey } from '../../helpers/server/access-cases';
import { untilBlockedOrSettled } from '../../helpers/server/lock-waits';
import { createOrdersContext, editData, packageBody, type OrdersContext } from '../../helpers/server/orders/order-fixtures';

// A scan and an order edit of the same packages take their locks in one order (the packages'
// position rows, by package id), so they wait for each other instead of deadlocking: PostgreSQL
// would cancel one of them, and the client would hear a 503 (docs/reliability.md, part 4).

let ctx: OrdersContext;
beforeAll(async () => {
  ctx = await createOrdersContext();
});
afterAll(async () => ctx.app.close());

const miami = checkpointIds.receivedMiami;

const orderOf = async (packages: number) => ctx.createOrder({ packages: Array.from({ length: packages }, () => packageBody(ctx.taxId)) });

const scan = (packageIds: readonly number[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/scan',
    headers: withIdempotencyKey(ctx.worker.headers),
    payload: { userID: ctx.worker.id, data: { checkpoint: miami, qrcodes: packageIds.map(packageBarcode) } },
  });

const saveShipment = (method: 'POST' | 'PUT', url: string, packages: readonly number[]) =>
  ctx.app.inject({
    method,
    url,
    headers: withIdempotencyKey(ctx.worker.headers),
    payload: { data: { carrier: 'Tropical Shipping', arrival_date: '2026-11-20', packages } },
  });

/** An edit by a special worker, who may also move an order to a cheaper shipping method. */
const edit = (order: Order, data: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/orders/${order.id}`, headers: withIdempotencyKey(ctx.special.headers), payload: { data } });

describe('scans, order edits and shipment saves of the same packages', () => {
  it('do not deadlock when the edit removes a package the scan holds: the edit waits, then answers that it was scanned', async () => {
    const order = await orderOf(2);
    const [kept, removed] = order.packages as [Order['packages'][number], Order['packages'][number]];
    const client = await ctx.app.deps.database.pool.connect();
    let response: Awaited<ReturnType<typeof edit>>;
    try {
      // The scan's first step: the package's position row, locked as the scan locks it.
      await client.query('begin');
      await client.query('select package_id from package_positions where package_id = $1 for no key update', [removed.id]);
      // inject() sends only once something awaits it: Promise.resolve starts it now.
      const request = Promise.resolve(edit(order, editData(order, { packages: editData(order).packages.filter((p) => p.id === kept.id) })));
      expect(await untilBlockedOrSettled(client, request)).toBe(false);
      // The scan's second step: its tracking row, whose trigger takes a key share on the package.
      // Had the edit deleted the package first, this would wait for the edit while the edit waits
      // for this transaction, and PostgreSQL would cancel one of the two.
      await client.query('insert into tracking_events (package_id, checkpoint_id, user_id, occurred_at) values ($1, $2, $3, now())', [
        removed.id,
        miami,
        ctx.worker.id,
      ]);
      await client.query('update package_positions set checkpoint_id = $2, checkpoint_at = now() where package_id = $1', [removed.id, miami]);
      await client.query('commit');
      response = await request;
    } finally {
      client.release();
    }
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toContain(packageBarcode(removed.id));
    const after = zOrder.parse((await ctx.get(order.id)).json());
    expect(after.packages.map((p) => p.id)).toEqual([kept.id, removed.id]);
  });

  it('run together with a shipment save, round after round on the same packages, without a deadlock or a 5xx', async () => {
    const rounds = 12;
    const statuses: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const order = await orderOf(4);
      const ids = order.packages.map((p) => p.id);
      const body = editData(order);
      // The edit lists the packages backwards, switches the shipping method (which rewrites every
      // package's position row) and drops the last one; the scans take them in two batches.
      const reversed = { ...body, shipping_method: order.delivery === 'next-day' ? 'standard' : 'next-day', packages: [...body.packages].reverse().slice(1) };
      // A shipment holding the first package swaps it for the second and third.
      const shipment = await saveShipment('POST', '/api/shipments', [ids[0]!]);
      expect(shipment.statusCode, shipment.body).toBe(201);
      const requests = [
        () => scan([ids[3]!, ids[1]!]),
        () => edit(order, reversed),
        () => saveShipment('PUT', `/api/shipments/${shipment.json().id}`, [ids[2]!, ids[1]!]),
        () => scan([ids[2]!, ids[0]!, ids[3]!]),
      ];
      // Each round sends them in another order, so the edit is sometimes first and sometimes last.
      const sent = requests.map((_, i) => requests[(i + round) % requests.length]!);
      const answers = await Promise.all(sent.map((send) => send()));
      statuses.push(...answers.map((answer) => answer.statusCode));
      for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    console.log(
      `scans, an order edit and a shipment save on the same packages: ${rounds} rounds, ${statuses.length} requests, ` +
        `${statuses.filter((s) => s === 200).length} answered 200, ${statuses.filter((s) => s === 409).length} answered 409, none 5xx`,
    );
  });
});
