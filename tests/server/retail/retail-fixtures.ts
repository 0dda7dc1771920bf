import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { zOrderImages } from '../../../src/domain/uploads';
import { zRetailPage } from '../../../src/domain/retail';
import type { InvoiceStatus, InvoiceType } from '../../../src/domain/invoices';
import { items, orders, taxes } from '../../../src/server/db/schema';
import type { PaymentGateway } from '../../../src/server/payments/gateway';
import { signedIn, type Actor } from '../../helpers/server/factories';
import { insertInvoice } from '../../helpers/server/invoice-factory';
import { multipartBody, smallPng } from '../../helpers/server/multipart';
import { createOrder, type ItemSpec } from '../../helpers/server/orders-factory';
import { createTestApp, type TestApp } from '../../helpers/server/test-app';
import { countingGateway } from '../checkout/checkout-fixtures';

/**
 * The gateway of the retail tests: the counting sandbox, whose next charge can be held until the
 * test lets it go, so a second buyer can be made to arrive while the first one's payment is open.
 */
const gatedGateway = () => {
  const counting = countingGateway(mkdtempSync(join(tmpdir(), 'retail-gateway-')));
  const gate = { held: null as Promise<void> | null, onCharge: null as (() => void) | null };
  const gateway: PaymentGateway = {
    ...counting.gateway,
    async charge(request) {
      gate.onCharge?.();
      if (gate.held) await gate.held;
      return counting.gateway.charge(request);
    },
  };
  return { gateway, counts: counting.counts, gate, dir: counting.dir };
};

export type RetailApp = {
  app: TestApp;
  db: TestApp['deps']['database']['db'];
  admin: Actor;
  gate: ReturnType<typeof gatedGateway>['gate'];
  counts: ReturnType<typeof gatedGateway>['counts'];
  gateway: PaymentGateway;
};

/** The app with files in a folder of its own and the gated sandbox gateway, an admin signed in. */
export const useRetailApp = () => {
  const ctx = {} as RetailApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-retail-'));
  const { gateway, counts, gate, dir } = gatedGateway();
  beforeAll(async () => {
    const app = await createTestApp({ dataDir }, { paymentGateway: gateway });
    Object.assign(ctx, { app, db: app.deps.database.db, admin: await signedIn(app, { type: 'admin' }), gate, counts, gateway });
  });
  afterAll(async () => {
    await ctx.app.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });
  return ctx;
};

let categories = 0;

/** A tax category of the test's own, so a list filtered by it holds only the test's orders. */
export const newCategory = async (ctx: RetailApp, description = `Test goods ${++categories}`) =>
  (await ctx.db.insert(taxes).values({ description, dutyBp: 1000, levyValue: 0, tariffCode: `9999.${categories}` }).returning({ id: taxes.id }))[0]!.id;

export type SaleSpec = {
  owner: number;
  category: number;
  valueCents?: number;
  status?: Exclude<InvoiceStatus, 'paid'>;
  type?: InvoiceType | null;
  items?: ItemSpec[];
  /** Approve it for sale (through the endpoint, as an admin does); true by default. */
  approve?: boolean;
};

/**
 * An order of the owner's with one box of the items (all of the category), invoiced at valueCents
 * (approved and online unless said otherwise), and approved for sale by the admin.
 */
export const orderForSale = async (ctx: RetailApp, spec: SaleSpec) => {
  const { order, packages } = await createOrder(ctx.app, { customer: spec.owner, createdBy: ctx.admin.id, packages: [{ items: spec.items ?? [{}] }] });
  await ctx.db.update(items).set({ taxId: spec.category }).where(inArray(items.packageId, packages.map((p) => p.id)));
  const invoice = await insertInvoice(ctx.app, {
    orderId: order.id,
    userId: spec.owner,
    createdBy: ctx.admin.id,
    valueCents: spec.valueCents ?? 10_000,
    status: spec.status,
    type: spec.type,
  });
  if (spec.approve !== false) await approveForSale(ctx, order.id);
  return { orderId: order.id, invoiceId: invoice.id, pseudoId: invoice.pseudoId };
};

export const approveForSale = async (ctx: RetailApp, orderId: number) => {
  const response = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/approve-for-sale`, headers: ctx.admin.headers });
  expect(response.statusCode, response.body).toBe(200);
};

/** Images uploaded to the order by the admin, as the order screen does. */
export const uploadImages = async (ctx: RetailApp, orderId: number, names: readonly string[]) => {
  const { payload, contentType } = await multipartBody('images', names.map((name) => ({ name, bytes: smallPng(), type: 'image/png' })));
  const response = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/images`, payload, headers: { ...ctx.admin.headers, 'content-type': contentType } });
  expect(response.statusCode, response.body).toBe(201);
  return zOrderImages.parse(response.json()).data;
};

/** GET /api/orders/retail with the query as given, by whoever the headers name (nobody by default). */
export const listRetail = (ctx: RetailApp, query: Record<string, string | number> = {}, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/orders/retail', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers });

export const retailPage = async (ctx: RetailApp, query: Record<string, string | number> = {}, headers: Record<string, string> = {}) => {
  const response = await listRetail(ctx, query, headers);
  expect(response.statusCode, response.body).toBe(200);
  return zRetailPage.parse(response.json());
};

export const orderRow = async (ctx: RetailApp, id: number) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
