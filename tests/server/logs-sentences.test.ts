import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packageBarcode } from '../../src/domain/barcode';
import { taxes } from '../../src/server/db/schema';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { createUser } from '../helpers/server/factories';
import { insertInvoice } from '../helpers/server/invoice-factory';
import { around, logsClient } from '../helpers/server/logs';
import { orderData } from '../helpers/server/orders/order-fixtures';
import { createOrder } from '../helpers/server/orders-factory';

const ctx = useAppWithAdmin({ worker: { type: 'worker', firstName: 'Sam', lastName: 'Scanner' } });
const { found } = logsClient(() => ctx.app);

type Headers = Record<string, string>;
const send = async (method: 'POST' | 'PUT', url: string, headers: Headers, payload?: object) => {
  const response = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as { id: number };
};

/** The one row of the actor's recent activity whose sentence mentions `needle`. */
const rowOf = async (actorId: number, needle: string) => {
  const rows = (await found(ctx.admin, { ...around(), workerId: actorId })).filter((row) => row.activity.includes(needle));
  expect(rows, needle).toHaveLength(1);
  return rows[0]!;
};

const checkpointBody = (name: string) => ({ name, email: 'dock@example.test', address: '1 Dock Road, Nassau', phone: '+1 242 555 0300' });

describe('POST /api/logs: what each row says', () => {
  it('says how many packages a scan recorded and where, under the checkpoint name as it is now', async () => {
    const checkpoint = await send('POST', '/api/checkpoints', ctx.admin.headers, checkpointBody('Nassau arrival test'));
    const customer = await createUser(ctx.app);
    const { packages } = await createOrder(ctx.app, { customer: customer.id, packages: [{}, {}, {}] });
    const codes = packages.map((p) => packageBarcode(p.id));
    // Three packages and a code that is no package: three recorded.
    await send('POST', '/api/scan', ctx.worker.headers, { userID: ctx.worker.id, data: { checkpoint: checkpoint.id, qrcodes: [...codes, 'NOT-A-PACKAGE-1'] } });
    expect(await rowOf(ctx.worker.id, 'scanned')).toMatchObject({ user: { id: ctx.worker.id, full_name: 'Sam Scanner' }, activity: 'scanned 3 packages at Nassau arrival test', link: null });

    expect(await rowOf(ctx.admin.id, `checkpoint #${checkpoint.id}`)).toMatchObject({ activity: `created checkpoint #${checkpoint.id}`, link: '/checkpoints' });
    await send('PUT', `/api/checkpoints/${checkpoint.id}`, ctx.admin.headers, checkpointBody('Nassau arrival hall'));
    expect((await rowOf(ctx.worker.id, 'scanned')).activity).toBe('scanned 3 packages at Nassau arrival hall');
  });

  it('names a created order and an approved invoice, linked to their pages', async () => {
    const customer = await createUser(ctx.app);
    const [tax] = await ctx.db.select({ id: taxes.id }).from(taxes).orderBy(asc(taxes.id)).limit(1);
    const order = await send('POST', '/api/orders', ctx.worker.headers, { data: orderData(customer.id, tax!.id) });
    expect(await rowOf(ctx.worker.id, `order #${order.id}`)).toMatchObject({ activity: `created order #${order.id}`, link: `/orders/${order.id}` });

    const invoice = await insertInvoice(ctx.app, { orderId: order.id, userId: customer.id, createdBy: ctx.admin.id, status: 'unpaid' });
    await send('POST', `/api/invoices/${invoice.id}/approve`, ctx.admin.headers);
    expect(await rowOf(ctx.admin.id, `invoice #${invoice.id}`)).toMatchObject({ activity: `approved invoice #${invoice.id}`, link: `/invoices/${invoice.id}` });
  });

  it("links an end-of-day report to its own list's detail", async () => {
    const report = await send('POST', '/api/reports/acc', ctx.admin.headers, { data: { beginning: 150, date: '2024-02-03' } });
    expect(await rowOf(ctx.admin.id, `end-of-day report #${report.id}`)).toMatchObject({ activity: `created end-of-day report #${report.id}`, link: `/reports/acc/${report.id}` });
  });
});
