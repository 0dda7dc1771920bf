import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageBarcode } from '../../src/domain/barcode';
import { zScanResult, type ScanStatus } from '../../src/domain/scan';
import { packagePositions, trackingEvents } from '../../src/server/db/schema';
import { countStays, expectReplayed, withIdempotencyKey } from '../helpers/server/access-cases';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { createUser } from '../helpers/server/factories';
import { insertInvoice } from '../helpers/server/invoice-factory';
import { createOrder } from '../helpers/server/orders-factory';

const ctx = useAppWithAdmin({ worker: { type: 'worker' } });
let customerId: number;
beforeAll(async () => {
  customerId = (await createUser(ctx.app, { type: 'personal' })).id;
});

const outForDelivery = 22;
const delivered = 23;
const readyAtMadeira = 20;

type Headers = Record<string, string>;
const scan = (checkpoint: number, qrcodes: string[], headers: Headers = ctx.worker.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/scan', payload: { userID: ctx.worker.id, data: { checkpoint, qrcodes } }, headers });
const scanOk = async (checkpoint: number, qrcodes: string[]) => {
  const response = await scan(checkpoint, qrcodes);
  expect(response.statusCode, response.body).toBe(200);
  return zScanResult.parse(response.json()).results;
};

type Payment = 'none' | 'unpaid' | 'approved' | 'paid';

/**
 * Paid through SQL until POST /invoices/:id/pay lands: status, paid_on and payment_type together,
 * as invoices_paid_check wants them.
 */
const payInvoice = (invoiceId: number) => ctx.db.execute(sql`update invoices set status = 'paid', paid_on = now(), payment_type = 'cash' where id = ${invoiceId}`);

/** One package of a new order waiting at the Madeira counter, its order invoiced (or not) as told. */
const packageOf = async (payment: Payment) => {
  const { order, packages } = await createOrder(ctx.app, { customer: customerId, checkpoint: readyAtMadeira, checkpointAt: new Date(Date.now() - 60 * 60_000) });
  const invoice = payment === 'none' ? null : await insertInvoice(ctx.app, { orderId: order.id, userId: customerId, createdBy: ctx.admin.id, status: payment === 'unpaid' ? 'unpaid' : 'approved' });
  if (invoice && payment === 'paid') await payInvoice(invoice.id);
  const id = packages[0]!.id;
  return { id, code: packageBarcode(id), invoiceId: invoice?.id ?? null };
};

const positionOf = async (id: number) => (await ctx.db.select().from(packagePositions).where(eq(packagePositions.packageId, id)))[0]!;
const eventsOf = (ids: number[]) => ctx.db.select().from(trackingEvents).where(inArray(trackingEvents.packageId, ids)).orderBy(asc(trackingEvents.id));
const eventCount = async () => (await ctx.db.select({ n: count() }).from(trackingEvents))[0]!.n;
const answer = (p: { id: number; code: string }, status: ScanStatus) => ({ code: p.code, status, package_id: p.id });

describe('POST /api/scan at a release point', () => {
  describe.each([outForDelivery, delivered])('checkpoint %i', (checkpoint) => {
    it.each(['none', 'unpaid', 'approved'] as const)(
      'answers unpaid for a package whose order has invoice %s, records nothing for it and leaves it where it was, while the rest of the batch goes through',
      async (payment) => {
        const held = await packageOf(payment);
        const paid = await packageOf('paid');
        const before = await positionOf(held.id);
        const results = await scanOk(checkpoint, [paid.code, held.code, 'NOT-OURS']);
        expect(results).toEqual([answer(paid, 'ok'), answer(held, 'unpaid'), { code: 'NOT-OURS', status: 'unknown', package_id: null }]);
        expect(await eventsOf([held.id])).toHaveLength(1);
        expect(await positionOf(held.id)).toEqual(before);
        expect((await eventsOf([paid.id])).at(-1)).toMatchObject({ checkpointId: checkpoint, userId: ctx.worker.id, duplicate: false });
        expect((await positionOf(paid.id)).checkpointId).toBe(checkpoint);
      },
    );
  });

  it('lets a package through once its order is paid', async () => {
    const p = await packageOf('approved');
    expect(await scanOk(delivered, [p.code])).toEqual([answer(p, 'unpaid')]);
    await payInvoice(p.invoiceId!);
    expect(await scanOk(delivered, [p.code])).toEqual([answer(p, 'ok')]);
    expect((await positionOf(p.id)).checkpointId).toBe(delivered);
  });

  it('answers every repeat of an unpaid code in a batch unpaid, never duplicate', async () => {
    const p = await packageOf('none');
    expect(await scanOk(outForDelivery, [p.code, p.code])).toEqual([answer(p, 'unpaid'), answer(p, 'unpaid')]);
  });

  it('leaves checkpoints that do not release as they were: an unpaid order scans ok and moves', async () => {
    const p = await packageOf('unpaid');
    const q = await packageOf('none');
    expect(await scanOk(19, [p.code, q.code])).toEqual([answer(p, 'ok'), answer(q, 'ok')]);
    expect((await positionOf(p.id)).checkpointId).toBe(19);
    expect((await positionOf(q.id)).checkpointId).toBe(19);
  });

  it('gates a checkpoint an admin makes a release point, and stops once it is turned off', async () => {
    const body = { name: 'Freeport counter', email: 'freeport@example.test', address: 'Freeport', phone: '1', releases: true };
    const created = await ctx.app.inject({ method: 'POST', url: '/api/checkpoints', payload: body, headers: ctx.admin.headers });
    const { id } = created.json<{ id: number }>();
    const p = await packageOf('none');
    expect(await scanOk(id, [p.code])).toEqual([answer(p, 'unpaid')]);
    await ctx.app.inject({ method: 'PUT', url: `/api/checkpoints/${id}`, payload: { ...body, releases: false }, headers: ctx.admin.headers });
    expect(await scanOk(id, [p.code])).toEqual([answer(p, 'ok')]);
  });

  it('replays a batch with unpaid codes under the same Idempotency-Key with the same answer, even after the order is paid', async () => {
    const held = await packageOf('approved');
    const paid = await packageOf('paid');
    const headers = withIdempotencyKey(ctx.worker.headers);
    const first = await scan(delivered, [held.code, paid.code], headers);
    expect(zScanResult.parse(first.json()).results).toEqual([answer(held, 'unpaid'), answer(paid, 'ok')]);
    await payInvoice(held.invoiceId!);
    const unchanged = await countStays(eventCount);
    expectReplayed(first, await scan(delivered, [held.code, paid.code], headers), 200);
    await unchanged();
    expect((await positionOf(held.id)).checkpointId).toBe(readyAtMadeira);
  });
});
