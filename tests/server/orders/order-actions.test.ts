import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zAddToSheetResult, zOrder, zOrdersPage } from '../../../src/domain/orders';
import { expectReplayed, itRefusesAllButAdmins, withIdempotencyKey } from '../../helpers/server/access-cases';
import { createOrdersContext, editData, type Headers, type OrdersContext } from '../../helpers/server/orders/order-fixtures';

let ctx: OrdersContext;
beforeAll(async () => {
  ctx = await createOrdersContext();
});
afterAll(async () => ctx.app.close());

const remove = (id: number | string, headers: Headers = ctx.special.headers) => ctx.send('DELETE', `/api/orders/${id}`, headers);
const action = (id: number | string, verb: 'open' | 'close' | 'add-to-sheet', headers: Headers = ctx.admin.headers) =>
  ctx.send('POST', `/api/orders/${id}/${verb}`, headers);

describe('DELETE /api/orders/:id', () => {
  it('soft-deletes for a special worker: answers the order, keeps the rows, and hides it everywhere', async () => {
    const order = await ctx.createOrder({ vendor: `Deleted vendor ${process.pid}` });
    const response = await remove(order.id);
    expect(response.statusCode).toBe(200);
    expect(zOrder.parse(response.json())).toEqual(order);
    const row = await ctx.orderRow(order.id);
    expect(row).toMatchObject({ deletedBy: ctx.special.id });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await ctx.get(order.id)).statusCode).toBe(404);
    const list = zOrdersPage.parse((await ctx.send('GET', `/api/orders/paginated?search=${order.id}`, ctx.admin.headers)).json());
    expect(list.data).toEqual([]);
    const history = (await ctx.send('GET', `/api/users/${ctx.customerUser.id}/orders`, ctx.admin.headers)).json() as { data: { id: number }[] };
    expect(history.data.map((o) => o.id)).not.toContain(order.id);
    expect((await ctx.update(order.id, editData(order))).statusCode).toBe(404);
    expect((await action(order.id, 'close')).statusCode).toBe(404);
    expect((await action(order.id, 'add-to-sheet', ctx.worker.headers)).statusCode).toBe(404);
    expect((await remove(order.id)).statusCode).toBe(404);
    expect(await ctx.logsOf(order.id)).toEqual([
      expect.objectContaining({ action: 'Created order' }),
      expect.objectContaining({ userId: ctx.special.id, action: 'Deleted order' }),
    ]);
  });

  it('lets a special admin delete', async () => {
    const order = await ctx.createOrder();
    expect((await remove(order.id, (await ctx.person({ type: 'admin', special: true })).headers)).statusCode).toBe(200);
  });

  it.each([
    ['a non-special admin', { type: 'admin' }],
    ['a non-special worker', { type: 'worker' }],
    ['a special accounts user', { type: 'accounts', special: true }],
    ['a special basic user', { type: 'basic', special: true }],
    ['a customer', { type: 'personal' }],
  ] as const)('refuses %s with 403 and deletes nothing', async (_label, options) => {
    const order = await ctx.createOrder();
    expect((await remove(order.id, (await ctx.person(options)).headers)).statusCode).toBe(403);
    expect((await ctx.orderRow(order.id))!.deletedAt).toBeNull();
  });

  it('refuses an anonymous caller with 401', async () => {
    const order = await ctx.createOrder();
    expect((await remove(order.id, {})).statusCode).toBe(401);
    expect((await ctx.orderRow(order.id))!.deletedAt).toBeNull();
  });

  it('answers an unknown id with 404', async () => {
    expect((await remove(999_999)).statusCode).toBe(404);
  });

  it('replays a retried delete with the first answer', async () => {
    const order = await ctx.createOrder();
    const headers = withIdempotencyKey(ctx.special.headers);
    expectReplayed(await remove(order.id, headers), await remove(order.id, headers), 200);
    expect((await ctx.logsOf(order.id)).filter((log) => log.action === 'Deleted order')).toHaveLength(1);
  });
});

describe('POST /api/orders/:id/close and /open', () => {
  it('closes and reopens an order for an admin, answering the order and logging each', async () => {
    const order = await ctx.createOrder();
    const closed = await action(order.id, 'close');
    expect(closed.statusCode).toBe(200);
    expect(zOrder.parse(closed.json())).toEqual({ ...order, completed: true });
    expect((await ctx.orderRow(order.id))!.completed).toBe(true);
    const opened = await action(order.id, 'open');
    expect(zOrder.parse(opened.json()).completed).toBe(false);
    expect((await ctx.orderRow(order.id))!.completed).toBe(false);
    expect((await ctx.logsOf(order.id)).map((log) => log.action)).toEqual(['Created order', 'Closed order', 'Opened order']);
  });

  it('answers an unknown order with 404', async () => {
    expect((await action(999_999, 'close')).statusCode).toBe(404);
    expect((await action(999_999, 'open')).statusCode).toBe(404);
  });

  for (const verb of ['close', 'open'] as const) {
    describe(verb, () => {
      itRefusesAllButAdmins(
        () => ctx.app,
        'leaves the order as it was',
        async () => {
          const order = await ctx.createOrder();
          if (verb === 'open') await action(order.id, 'close');
          const before = await ctx.orderRow(order.id);
          return {
            send: (headers) => action(order.id, verb, headers),
            changedNothing: async () => expect(await ctx.orderRow(order.id)).toEqual(before),
          };
        },
      );
    });
  }
});

describe('POST /api/orders/:id/add-to-sheet', () => {
  it('toggles the flag for staff and answers it', async () => {
    const order = await ctx.createOrder();
    for (const [type, expected] of [['worker', true], ['worker-v2', false], ['admin', true]] as const) {
      const response = await action(order.id, 'add-to-sheet', (await ctx.person({ type })).headers);
      expect(response.statusCode).toBe(200);
      expect(zAddToSheetResult.parse(response.json())).toEqual({ id: order.id, add_to_sheet: expected });
    }
    expect((await ctx.orderRow(order.id))!.addToSheet).toBe(true);
    expect(zOrder.parse((await ctx.get(order.id)).json()).add_to_sheet).toBe(true);
    expect((await ctx.logsOf(order.id)).filter((log) => log.action === 'Toggled order on sheet')).toHaveLength(3);
  });

  it('does not count as an edit', async () => {
    const order = await ctx.createOrder();
    await action(order.id, 'add-to-sheet', ctx.worker.headers);
    expect((await ctx.orderRow(order.id))!.editedAt).toBeNull();
  });

  it('toggles once when retried with the same key', async () => {
    const order = await ctx.createOrder();
    const headers = withIdempotencyKey(ctx.worker.headers);
    expectReplayed(await action(order.id, 'add-to-sheet', headers), await action(order.id, 'add-to-sheet', headers), 200);
    expect((await ctx.orderRow(order.id))!.addToSheet).toBe(true);
  });

  it.each(['accounts', 'basic', 'personal', 'business'] as const)('refuses a %s with 403', async (type) => {
    const order = await ctx.createOrder();
    expect((await action(order.id, 'add-to-sheet', (await ctx.person({ type, special: type === 'basic' })).headers)).statusCode).toBe(403);
    expect((await ctx.orderRow(order.id))!.addToSheet).toBe(false);
  });

  it('refuses an anonymous caller with 401 and answers an unknown order with 404', async () => {
    const order = await ctx.createOrder();
    expect((await action(order.id, 'add-to-sheet', {})).statusCode).toBe(401);
    expect((await action(999_999, 'add-to-sheet', ctx.worker.headers)).statusCode).toBe(404);
  });
});
