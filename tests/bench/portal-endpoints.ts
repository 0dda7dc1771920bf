import { zOrderHistoryPage } from '../../src/domain/order-history';
import { prealertsPageSize, zPrealertsPage } from '../../src/domain/prealerts';
import { retailPageSize, zRetailPage } from '../../src/domain/retail';
import { customerOrdersPageSize } from '../../src/server/areas/orders/list-service';
import type { Endpoint } from './endpoints';
import type { PortalSeed } from './seed-portal';

/** Null when the ids are the expected ones in the expected order, else where they part. */
const sameIds = (what: string, got: readonly number[], want: readonly number[]) => {
  if (got.length !== want.length) return `${got.length} ${what} on page 1, the tables give ${want.length}`;
  const i = got.findIndex((id, n) => id !== want[n]);
  return i < 0 ? null : `${what} ${i} is #${got[i]}, the tables give #${want[i]}`;
};

/**
 * Page 1 of the orders for sale: a full page, the seed's orders newest approval first, the total
 * the tables hold, and the filter's categories those of the goods for sale (with the one asked
 * for); filtered, every order holds goods of the category.
 */
const checkRetail = (seed: PortalSeed['forSale'], category?: PortalSeed['forSale']['category']) => (body: unknown) => {
  const parsed = zRetailPage.safeParse(body);
  if (!parsed.success) return `not a page of orders for sale: ${parsed.error.message}`;
  const { data, meta, taxes } = parsed.data;
  const want = category ?? { total: seed.total, firstPage: seed.firstPage };
  if (data.length !== Math.min(retailPageSize, want.total)) return `${data.length} orders on page 1 of ${want.total}`;
  if (meta.total !== want.total) return `total ${meta.total}, the tables hold ${want.total} orders for sale`;
  const ids = sameIds('order', data.map((row) => row.order_id), want.firstPage);
  if (ids) return ids;
  const bare = data.find((row) => row.items.length === 0 || row.invoice_total <= 0);
  if (bare) return `order ${bare.order_id} shows no goods or no invoice total`;
  if (category) {
    const other = data.find((row) => !row.items.some((item) => item.category === category.description));
    if (other) return `order ${other.order_id} holds nothing of ${category.description}`;
  }
  const choices = taxes.map((tax) => tax.id).sort((a, b) => a - b);
  return choices.join() === seed.categoryIds.join() ? null : `filter offers categories ${choices.join()}, the goods for sale are of ${seed.categoryIds.join()}`;
};

/** Page 1 of the open prealerts: the newest 20 the tables hold, all waiting, and their count. */
const checkOpenPrealerts = (seed: PortalSeed['prealerts']) => (body: unknown) => {
  const parsed = zPrealertsPage.safeParse(body);
  if (!parsed.success) return `not a page of prealerts: ${parsed.error.message}`;
  const { data, meta } = parsed.data;
  if (meta.total !== seed.open) return `total ${meta.total}, the tables hold ${seed.open} open prealerts`;
  if (data.length !== prealertsPageSize) return `${data.length} prealerts on page 1, expected a full page of ${prealertsPageSize}`;
  const received = data.find((row) => row.state !== 'waiting' || row.order_id !== null);
  if (received) return `prealert ${received.id} is ${received.state} (order ${received.order_id})`;
  return sameIds('prealert', data.map((row) => row.id), seed.firstPage);
};

/** One tracking number: exactly its open prealert. */
const checkTracking = (sample: PortalSeed['prealerts']['sample']) => (body: unknown) => {
  const parsed = zPrealertsPage.safeParse(body);
  if (!parsed.success) return `not a page of prealerts: ${parsed.error.message}`;
  const { data, meta } = parsed.data;
  if (data.length !== 1 || meta.total !== 1) return `${data.length} rows (total ${meta.total}) for ${sample.trackingNumber}, expected exactly one`;
  const row = data[0]!;
  return row.id === sample.id && row.tracking_number === sample.trackingNumber && row.state === 'waiting'
    ? null
    : `found prealert ${row.id} (${row.tracking_number}, ${row.state}), expected ${sample.id} (${sample.trackingNumber}, waiting)`;
};

/**
 * Page 1 of the busiest customer's order history: a full page of their newest orders, each with
 * its packages and as many tracking steps as the tables hold (repeat scans left out), newest first,
 * the first of them the package's current checkpoint.
 */
const checkHistory = (seed: PortalSeed['history']) => (body: unknown) => {
  const parsed = zOrderHistoryPage.safeParse(body);
  if (!parsed.success) return `not an order history page: ${parsed.error.message}`;
  const { data, meta } = parsed.data;
  if (meta.pagination.total !== seed.orders) return `total ${meta.pagination.total}, the customer has ${seed.orders} orders`;
  if (data.length !== customerOrdersPageSize) return `${data.length} orders on page 1, expected a full page of ${customerOrdersPageSize}`;
  const ids = sameIds('order', data.map((row) => row.id), seed.firstPage.map((row) => row.orderId));
  if (ids) return ids;
  for (const [i, row] of data.entries()) {
    const want = seed.firstPage[i]!;
    const trackings = row.packages.reduce((sum, pkg) => sum + pkg.trackings.length, 0);
    if (row.packages.length !== want.packages || trackings !== want.trackings)
      return `order ${row.id}: ${row.packages.length} packages with ${trackings} tracking steps, the tables hold ${want.packages} with ${want.trackings}`;
    const astray = row.packages.find((pkg) => pkg.checkpoint?.name !== pkg.trackings[0]?.name);
    if (astray) return `package ${astray.id} is at ${astray.checkpoint?.name}, its newest tracking step is ${astray.trackings[0]?.name}`;
  }
  return null;
};

/** The customer portal of issue 18 at full scale: orders for sale (public), the open prealerts (staff), a long order history. */
export const portalEndpoints = (seed: PortalSeed): Endpoint[] => [
  { name: 'orders for sale page 1 (public)', path: '/api/orders/retail?page=1', authenticated: false, check: checkRetail(seed.forSale) },
  {
    name: `orders for sale, category ${seed.forSale.category.id} (${seed.forSale.category.total} orders)`,
    path: `/api/orders/retail?page=1&category=${seed.forSale.category.id}`,
    authenticated: false,
    check: checkRetail(seed.forSale, seed.forSale.category),
  },
  { name: `open prealerts page 1 (${seed.prealerts.open.toLocaleString('en-US')} open)`, path: '/api/prealerts?page=1', authenticated: true, check: checkOpenPrealerts(seed.prealerts) },
  {
    name: 'open prealerts, tracking=<one number>',
    path: `/api/prealerts?tracking=${encodeURIComponent(seed.prealerts.sample.trackingNumber)}`,
    authenticated: true,
    check: checkTracking(seed.prealerts.sample),
  },
  {
    name: `order history page 1 (customer ${seed.history.customerId}, ${seed.history.orders} orders)`,
    path: `/api/users/${seed.history.customerId}/orders/list?page=1`,
    authenticated: true,
    check: checkHistory(seed.history),
  },
];
