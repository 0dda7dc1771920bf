import type { Checkpoint } from '../../../src/domain/checkpoints';
import type { DeliveriesPage, Delivery } from '../../../src/domain/deliveries';
import type { OrderRow } from '../../../src/domain/orders';
import type { PackageIn, PackageInsList } from '../../../src/domain/package-ins';
import type { TrackingEntry } from '../../../src/domain/packages';
import { apiGet, apiPost, apiToken } from './api';
import { createCustomer, createOrder, uniqueTag, type TestCustomer } from './order-fixtures';

/*
 * Data of one offline test, made through the API and read back from the server. The e2e server is
 * shared by every file of a run, so nothing here counts globally: each figure is about the ids a
 * test made or picked itself.
 */

export const adminEmail = 'admin@demo.test';
export const workerEmail = 'worker@demo.test';
/** A second worker account for the shared-device test (Max Manager). */
export const otherWorkerEmail = 'manager@demo.test';
export const workerName = 'Wes Worker';

const admin = (baseUrl: string) => apiToken(baseUrl, adminEmail);

/** A checkpoint of this test alone, so every tracking event at it is one of the test's. */
export const createCheckpoint = async (baseUrl: string, label: string): Promise<Checkpoint> => {
  const tag = uniqueTag();
  const body = { name: `${label} ${tag}`, email: `${tag}@checkpoint.e2e.test`, address: `${tag} Dock Road`, phone: '242-555-0100' };
  return apiPost<Checkpoint>(baseUrl, '/checkpoints', await admin(baseUrl), body);
};

export const deleteCheckpoint = async (baseUrl: string, id: number) => {
  const response = await fetch(`${baseUrl}/api/checkpoints/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${await admin(baseUrl)}`, 'idempotency-key': crypto.randomUUID() },
  });
  if (!response.ok) throw new Error(`DELETE /checkpoints/${id} failed: ${response.status} ${await response.text()}`);
};

export type ScanTarget = { id: number; barcode: string };

/** `count` labelled packages of a fresh customer's order (one order, as many packages as asked). */
export const createPackages = async (baseUrl: string, count: number): Promise<ScanTarget[]> => {
  const tag = uniqueTag();
  const customer = await createCustomer(baseUrl, 'Sam', `Scanned${tag}`, 1);
  const packages = Array.from({ length: count }, (_, i) => ({
    description: `Carton ${i + 1} ${tag}`,
    weight: 2,
    length: 20,
    width: 15,
    height: 10,
    items: [{ description: `Item ${i + 1} ${tag}`, unit_price: 12, quantity: 1 }],
  }));
  const order = await createOrder(baseUrl, customer.id, packages);
  return order.packages.map((pkg) => ({ id: pkg.id, barcode: pkg.barcode }));
};

/** A customer with no orders yet, for the order an offline test records. */
export const createOrderCustomer = (baseUrl: string): Promise<TestCustomer> => createCustomer(baseUrl, 'Olive', `Offline${uniqueTag()}`, 1);

export const ordersOf = async (baseUrl: string, customerId: number) =>
  (await apiGet<{ data: OrderRow[] }>(baseUrl, `/users/${customerId}/orders`, await admin(baseUrl))).data;

const ascending = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** The ids of these packages, in ascending order. */
export const idsOf = (packages: readonly ScanTarget[]) => ascending(packages.map((pkg) => pkg.id));

/** The package of each event, in ascending order: a package scanned twice shows twice. */
export const scannedIds = (events: ReadonlyArray<{ packageId: number }>) => ascending(events.map((event) => event.packageId));

/** Tracking events recorded at the checkpoint for these packages, all of them (duplicates too). */
export const trackingsAt = async (baseUrl: string, packages: readonly ScanTarget[], checkpointId: number) => {
  const token = await admin(baseUrl);
  const lists = await Promise.all(packages.map((pkg) => apiGet<{ data: TrackingEntry[] }>(baseUrl, `/packages/${pkg.id}/trackings`, token)));
  return lists.flatMap((list, i) => list.data.filter((entry) => entry.checkpoint_id === checkpointId).map((entry) => ({ ...entry, packageId: packages[i]!.id })));
};

/** Every Packages In entry (checked or not) holding any of these tracking numbers. */
export const packageInsHolding = async (baseUrl: string, trackings: readonly string[]): Promise<PackageIn[]> => {
  const token = await admin(baseUrl);
  const found: PackageIn[] = [];
  for (let page = 1; ; page += 1) {
    const list = await apiGet<PackageInsList>(baseUrl, `/package-ins?all=1&page=${page}`, token);
    found.push(...list.data.filter((entry) => entry.packages.some((pkg) => trackings.includes(pkg.tracking_number))));
    if (!list.meta || page >= list.meta.last_page) return found;
  }
};

/** Amazon-style tracking numbers no other test or run uses. */
export const freshTrackingNumbers = (count: number) => {
  const stem = String(Date.now()).slice(-7) + String(Math.floor(Math.random() * 100)).padStart(2, '0');
  return Array.from({ length: count }, (_, i) => `TBA${stem}${String(i).padStart(3, '0')}`);
};

const deliveriesPage = async (baseUrl: string, token: string, page: number) => apiGet<DeliveriesPage>(baseUrl, `/deliveries?page=${page}`, token);

/**
 * Undelivered demo deliveries on the first page, the one the Deliveries screen saves for offline
 * use. Nothing creates deliveries yet, so the tests share the demo's 13 and take few.
 */
export const pickOpenDeliveries = async (baseUrl: string, count: number): Promise<Delivery[]> => {
  const open = (await deliveriesPage(baseUrl, await admin(baseUrl), 1)).data.filter((delivery) => !delivery.delivered);
  if (open.length < count) throw new Error(`only ${open.length} undelivered demo deliveries are left`);
  return open.slice(-count);
};

/** What the server says of these deliveries now, by id. */
export const deliveriesById = async (baseUrl: string, ids: readonly number[]) => {
  const token = await admin(baseUrl);
  const found = new Map<number, Delivery>();
  for (let page = 1; ; page += 1) {
    const { data, meta } = await deliveriesPage(baseUrl, token, page);
    for (const delivery of data) if (ids.includes(delivery.id)) found.set(delivery.id, delivery);
    if (found.size === ids.length || page >= meta.last_page) return ids.map((id) => found.get(id));
  }
};
