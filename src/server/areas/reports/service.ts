import {
  deliveredNoInvoiceCountCap,
  reportsPageSize,
  type ClientReport,
  type ClientReportOrder,
  type ClientReportCsvQuery,
  type ClientReportQuery,
  type ClientReportRow,
  type DeliveredNoInvoicePage,
  type EditedOrdersCounts,
  type UnpaidInvoicesPage,
} from '../../../domain/reports';
import type { Db } from '../../db/client';
import { lastPage, pageOffset } from '../paging';
import { clientReportTotals, clientRows, lastShippedDates, ordersOfClients, type ClientIds, type DayRange } from './client-queries';
import { countDeliveredNoInvoice, deliveredNoInvoiceRows } from './no-invoice-queries';
import { ordersOfDay } from '../orders/service';
import { presentClientOrder, presentDeliveredNoInvoice, presentUnpaidInvoice } from './present';
import { clientReportCsv, deliveredNoInvoiceCsv, unpaidInvoicesCsv } from './report-csv';
import { countUnpaidInvoices, unpaidInvoiceRows, unpaidInvoiceTotals } from './unpaid-queries';

const offsetOf = (page: number) => pageOffset(page, reportsPageSize);
const metaOf = (page: number, total: number) => ({ current_page: page, last_page: lastPage(total, reportsPageSize), total });

/** The hub's New and Edited Orders: live orders created on the Nassau day, and those last edited on it. */
export const countNewAndEditedOrders = async (db: Db, date: string): Promise<EditedOrdersCounts> => {
  const counts = await ordersOfDay(db, date);
  return { day_orders_count: counts.created, day_edited_orders: counts.edited };
};

export const listUnpaidInvoices = async (db: Db, page: number): Promise<UnpaidInvoicesPage> => {
  const total = await countUnpaidInvoices(db);
  const rows = await unpaidInvoiceRows(db, reportsPageSize, offsetOf(page));
  return { data: rows.map(presentUnpaidInvoice), meta: metaOf(page, total) };
};

/** The unpaid invoices report's whole count and the value of its invoices, in cents (the admin dashboard). */
export const summariseUnpaidInvoices = (db: Db) => unpaidInvoiceTotals(db);

export const unpaidInvoicesSpreadsheet = async (db: Db) => unpaidInvoicesCsv((await unpaidInvoiceRows(db, null)).map(presentUnpaidInvoice));

/** The clients' rows with their orders in the range and when those last shipped; one read of each for all of them. */
const withOrders = async (db: Db, range: DayRange, clients: readonly { id: number; name: string; email: string; orders: number }[], ids: ClientIds): Promise<ClientReportRow[]> => {
  if (clients.length === 0) return [];
  const orders = new Map<number, ClientReportOrder[]>();
  for (const order of await ordersOfClients(db, range, ids)) {
    const list = orders.get(order.userId);
    if (list) list.push(presentClientOrder(order));
    else orders.set(order.userId, [presentClientOrder(order)]);
  }
  const shipped = await lastShippedDates(db, range, ids);
  return clients.map((client) => ({
    id: client.id,
    name: client.name,
    email: client.email,
    related_orders: orders.get(client.id) ?? [],
    related_orders_count: client.orders,
    last_shipped_date: shipped.get(client.id) ?? null,
  }));
};

/** Clients with live orders created in the range, most orders first; the totals cover the whole range. */
export const clientOrderReport = async (db: Db, query: ClientReportQuery): Promise<ClientReport> => {
  const totals = await clientReportTotals(db, query);
  const clients = await clientRows(db, query, reportsPageSize, offsetOf(query.page));
  const { clients: total, orders: ordersCount, ...byMethod } = totals;
  return {
    data: await withOrders(db, query, clients, clients.map((client) => client.id)),
    meta: { total, orders_count: ordersCount, ...byMethod, current_page: query.page, last_page: lastPage(total, reportsPageSize) },
  };
};

export const clientOrderSpreadsheet = async (db: Db, range: ClientReportCsvQuery) => clientReportCsv(await withOrders(db, range, await clientRows(db, range, null), null));

export const listDeliveredWithoutInvoice = async (db: Db, page: number): Promise<DeliveredNoInvoicePage> => {
  const matching = await countDeliveredNoInvoice(db, deliveredNoInvoiceCountCap);
  const rows = await deliveredNoInvoiceRows(db, reportsPageSize, offsetOf(page));
  const total = Math.min(matching, deliveredNoInvoiceCountCap);
  return { data: rows.map(presentDeliveredNoInvoice), meta: { ...metaOf(page, total), total_capped: matching > deliveredNoInvoiceCountCap } };
};

export const deliveredWithoutInvoiceSpreadsheet = async (db: Db) => deliveredNoInvoiceCsv((await deliveredNoInvoiceRows(db, null)).map(presentDeliveredNoInvoice));
