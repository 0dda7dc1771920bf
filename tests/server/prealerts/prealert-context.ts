import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { zPrealert, zPrealertsPage } from '../../../src/domain/prealerts';
import { zOrder } from '../../../src/domain/orders';
import { orderUploads, prealerts, taxes } from '../../../src/server/db/schema';
import { idempotencyKey, signedIn, type Actor } from '../../helpers/server/factories';
import { multipartBody, smallPdf, type UploadFile } from '../../helpers/server/multipart';
import { orderData } from '../../helpers/server/orders/order-fixtures';
import { createTestApp } from '../../helpers/server/test-app';

type Headers = Record<string, string>;
export type PrealertFields = Record<string, string>;

let sequence = 0;
/** A tracking number no other test of the file uses. */
export const uniqueTracking = () => `TBA${String(Date.now() % 1e6).padStart(6, '0')}${String(++sequence).padStart(6, '0')}`;

export const prealertFields = (overrides: PrealertFields = {}): PrealertFields => ({
  tracking_number: uniqueTracking(),
  courier: 'amazon',
  vendor: 'Amazon',
  description: 'Running shoes',
  value: '49.99',
  ...overrides,
});

export const invoicePdf = (): UploadFile => ({ name: 'invoice.pdf', bytes: smallPdf(), type: 'application/pdf' });

/**
 * The app keeping its files in a folder of its own, with an admin, a worker and two customers
 * (Carla and Dora) signed in, and short ways to file, read and count prealerts.
 */
const createPrealertsApp = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-prealerts-'));
  const app = await createTestApp({ dataDir });
  const db = app.deps.database.db;
  const admin = await signedIn(app, { type: 'admin' });
  const worker = await signedIn(app, { type: 'worker', firstName: 'Wendy', lastName: 'Worker' });
  const carla = await signedIn(app, { type: 'personal', firstName: 'Carla', lastName: 'Cartwright', locationId: 1 });
  const dora = await signedIn(app, { type: 'business', firstName: 'Dora', lastName: 'Dean' });
  const [tax] = await db.select({ id: taxes.id }).from(taxes).orderBy(asc(taxes.id)).limit(1);

  /** POST /users/{id}/prealerts as a browser sends the form: the fields, then the file if any. */
  const post = async (fields: PrealertFields, files: readonly UploadFile[] = [], customer: Actor = carla, headers: Headers = { ...customer.headers, 'idempotency-key': idempotencyKey() }) => {
    const { payload, contentType } = await multipartBody('file', files, fields);
    return app.inject({ method: 'POST', url: `/api/users/${customer.id}/prealerts`, payload, headers: { ...headers, 'content-type': contentType } });
  };
  const file = async (overrides: PrealertFields = {}, files: readonly UploadFile[] = [], customer: Actor = carla) => {
    const response = await post(prealertFields(overrides), files, customer);
    expect(response.statusCode, response.body).toBe(201);
    return zPrealert.parse(response.json());
  };
  const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });
  const page = async (url: string, headers: Headers) => {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    return zPrealertsPage.parse(response.json());
  };
  const withdraw = (id: number, headers: Headers) => app.inject({ method: 'DELETE', url: `/api/prealerts/${id}`, headers: { ...headers, 'idempotency-key': idempotencyKey() } });

  /** POST /orders by the worker for the customer, by courier under the tracking number unless overridden. */
  const createOrder = async (customerId: number, overrides: Record<string, unknown> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...worker.headers, 'idempotency-key': idempotencyKey() },
      payload: { data: orderData(customerId, tax!.id, overrides) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return zOrder.parse(response.json());
  };

  const rows = () => db.select().from(prealerts).orderBy(asc(prealerts.id));
  const rowOf = async (id: number) => (await db.select().from(prealerts).where(eq(prealerts.id, id)))[0];
  const rowCount = async () => (await db.select({ n: count() }).from(prealerts))[0]!.n;
  const uploadsOf = (orderId: number) => db.select().from(orderUploads).where(eq(orderUploads.orderId, orderId));
  /** The names of the files stored for a customer's prealerts. */
  const filesOf = (customerId: number) => {
    const dir = join(dataDir, 'uploads', `p${customerId}`);
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const storedPath = (path: string) => join(dataDir, 'uploads', path);

  return { app, db, dataDir, taxId: tax!.id, admin, worker, carla, dora, post, file, get, page, withdraw, createOrder, rows, rowOf, rowCount, uploadsOf, filesOf, storedPath };
};
type PrealertsApp = Awaited<ReturnType<typeof createPrealertsApp>>;

/** Where the prealert tests start: the app opened before the file's tests, its database and folder removed after them. */
export const usePrealertsApp = (): PrealertsApp => {
  // Filled in before the first test runs, as a `let` assigned in beforeAll would be.
  const ctx = {} as PrealertsApp;
  beforeAll(async () => {
    Object.assign(ctx, await createPrealertsApp());
  });
  afterAll(async () => {
    await ctx.app.close();
    rmSync(ctx.dataDir, { recursive: true, force: true });
  });
  return ctx;
};
