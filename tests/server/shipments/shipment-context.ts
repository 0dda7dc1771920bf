import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  zAttachmentResults,
  zGroupedPackages,
  zNotifyResult,
  zShipment,
  zShipmentReport,
  zShipmentsPage,
  zUnshippedPage,
  type ShipmentData,
} from '../../../src/domain/shipments';
import { packageC13, packageQbEntries, shipmentAttachments, shipmentBoxes, shipmentPackages, shipments } from '../../../src/server/db/schema';
import type { Config } from '../../../src/server/config';
import { multipartBody, type UploadFile } from '../../helpers/server/multipart';
import { createInvoicesContext, type BoxSpec, type Headers } from '../invoices/invoice-context';

type Method = 'GET' | 'POST';

/**
 * The invoices context (every role, worked tax categories, orders and invoices through the API)
 * with short ways to make shipments and read their reports.
 */
export const createShipmentsContext = async (overrides: Partial<Config> = {}) => {
  const ctx = await createInvoicesContext(overrides);
  const { app, db, mutate, send, worker } = ctx;

  const shipmentData = (packages: number[], overrides: Partial<ShipmentData> = {}) => ({ carrier: 'Tropical Shipping', arrival_date: '2026-11-20', packages, ...overrides });
  const postShipment = (data: unknown, headers: Headers = worker.headers) => mutate('POST', '/api/shipments', headers, { data });
  const putShipment = (id: number, data: unknown, headers: Headers = worker.headers) => mutate('PUT', `/api/shipments/${id}`, headers, { data });
  const createShipment = async (packages: number[], overrides: Partial<ShipmentData> = {}) => {
    const response = await postShipment(shipmentData(packages, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return zShipment.parse(response.json());
  };
  const getShipment = async (id: number, headers: Headers = worker.headers) => {
    const response = await send('GET', `/api/shipments/${id}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return zShipment.parse(response.json());
  };
  const report = async (id: number, page = 1, headers: Headers = worker.headers) => {
    const response = await send('GET', `/api/shipments/${id}/report?page=${page}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return zShipmentReport.parse(response.json());
  };
  /** An order of `count` default packages (12 lb, 30×20×10 cm, two $49.99 shirts each). */
  const orderOfPackages = (count: number, customerId = ctx.customer.id, description = 'Box') =>
    ctx.createOrder(
      Array.from({ length: count }, (): BoxSpec => ({ weight: 12, size: [30, 20, 10], description, items: [{ price: 49.99, quantity: 2, category: 'clothing' }] })),
      {},
      customerId,
    );
  /** The ids of `count` fresh packages of one new order. */
  const freshPackages = async (count: number, customerId = ctx.customer.id) => (await orderOfPackages(count, customerId)).packages.map((p) => p.id);

  const listShipments = async (query: string, url = '/api/shipments') => {
    const response = await send('GET', `${url}?${query}`, worker.headers);
    expect(response.statusCode, response.body).toBe(200);
    return zShipmentsPage.parse(response.json());
  };
  const unshipped = async (search: string, page = 1) => {
    const response = await send('GET', `/api/unshipped/packages?search=${encodeURIComponent(search)}&page=${page}`, worker.headers);
    expect(response.statusCode, response.body).toBe(200);
    return zUnshippedPage.parse(response.json());
  };
  const grouped = async (shipmentId: number) => {
    const response = await send('GET', `/api/grouped/packages/${shipmentId}`, worker.headers);
    expect(response.statusCode, response.body).toBe(200);
    return zGroupedPackages.parse(response.json());
  };

  const notify = (shipmentId: number, headers: Headers = worker.headers, method: Method = 'POST') => mutate(method, `/api/shipments/${shipmentId}/notify`, headers);
  const notifyParcel = (packageId: number, headers: Headers = worker.headers, method: Method = 'POST') => mutate(method, `/api/shipments/parcels/${packageId}/notify`, headers);
  const notified = async (response: Awaited<ReturnType<typeof notify>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return zNotifyResult.parse(response.json());
  };

  const addC13 = (id: unknown, headers: Headers = worker.headers) => mutate('POST', '/api/packages/c13', headers, { id });
  const removeC13 = (id: number, headers: Headers = worker.headers) => mutate('DELETE', `/api/packages/${id}/c13`, headers);
  const addQb = (id: unknown, date: unknown, headers: Headers = worker.headers) => mutate('POST', '/api/packages/qb', headers, { id, date });
  const saveCalculations = (shipmentId: number, calculations: unknown, headers: Headers = worker.headers) =>
    mutate('POST', `/api/shipments/${shipmentId}/calculations`, headers, { calculations });

  /** A multipart upload of files in the field `file` (or another), with an Idempotency-Key unless the headers carry one. */
  const upload = async (shipmentId: number, files: readonly UploadFile[], headers: Headers = worker.headers, field = 'file') => {
    const { payload, contentType } = await multipartBody(field, files);
    return app.inject({ method: 'POST', url: `/api/shipments/${shipmentId}/attachments`, payload, headers: { ...headers, 'content-type': contentType } });
  };
  const uploaded = async (shipmentId: number, files: readonly UploadFile[], headers: Headers = worker.headers) => {
    const response = await upload(shipmentId, files, headers);
    expect(response.statusCode, response.body).toBe(200);
    return zAttachmentResults.parse(response.json()).data;
  };

  /** Packages scanned by the worker at a checkpoint, as the warehouse tablet sends them. */
  const scan = async (barcodes: string[], checkpoint: number, at: Date) => {
    const response = await mutate('POST', '/api/scan', worker.headers, { userID: worker.id, data: { checkpoint, qrcodes: barcodes, occurred_at: at.toISOString() } });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** The worked air invoice ($94.89), approved as cash and paid at the counter by the admin. */
  const paidInvoice = async (customerId = ctx.customer.id) => {
    const made = await ctx.approvedInvoice('cash', customerId);
    const paid = await ctx.pay(made.invoice.id, 'cash');
    expect(paid.statusCode, paid.body).toBe(200);
    return made;
  };

  /** Everything a refused change must leave as it was. */
  const shipmentState = async () => ({
    shipments: await db.select().from(shipments).orderBy(asc(shipments.id)),
    boxes: await db.select().from(shipmentBoxes).orderBy(asc(shipmentBoxes.id)),
    packages: await db.select().from(shipmentPackages).orderBy(asc(shipmentPackages.packageId)),
    attachments: await db.select().from(shipmentAttachments).orderBy(asc(shipmentAttachments.id)),
    c13: await db.select().from(packageC13).orderBy(asc(packageC13.packageId)),
    qb: await db.select().from(packageQbEntries).orderBy(asc(packageQbEntries.packageId)),
  });
  const membership = async (packageId: number) => (await db.select().from(shipmentPackages).where(eq(shipmentPackages.packageId, packageId)))[0];
  const attachmentRows = (shipmentId: number) => db.select().from(shipmentAttachments).where(eq(shipmentAttachments.shipmentId, shipmentId)).orderBy(asc(shipmentAttachments.id));

  return {
    ...ctx,
    shipmentData,
    postShipment,
    putShipment,
    createShipment,
    getShipment,
    report,
    orderOfPackages,
    freshPackages,
    listShipments,
    unshipped,
    grouped,
    notify,
    notifyParcel,
    notified,
    addC13,
    removeC13,
    addQb,
    saveCalculations,
    upload,
    uploaded,
    scan,
    paidInvoice,
    shipmentState,
    membership,
    attachmentRows,
  };
};
export type ShipmentsContext = Awaited<ReturnType<typeof createShipmentsContext>>;
