import { isCustomerType } from '../../../domain/constants';
import { listCountCap, ordersPageSize, type OrdersPageQuery } from '../../../domain/orders';
import { methodsForFilter } from '../../../domain/shipping-methods';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { businessToday } from '../../time';
import { sharedRead } from '../in-flight';
import { countOf, pageOffset, paginationOf } from '../paging';
import type { FindClientsNamed } from '../../db/client-name-queries';
import { countCustomerOrders, countOrderRows, countOrdersOfDay, customerOrderRows, pageOrderRows, searchOrders, type OrderListRow } from './list-queries';
import { presentCustomerOrderRow, presentOrderRow } from './present';
import { findAccountType, invoicesOfOrders, type OrderInvoice } from './queries';

/** A customer's full history on their dashboard; older orders than this are in the paged list. */
export const customerHistoryLimit = 200;
export const customerOrdersPageSize = 10;

/** Every page of the list shows the same two numbers: requests at the same moment share one count (sharedRead). */
const countTodaysOrders = sharedRead(countOrdersOfDay);

/**
 * One page of the orders list, newest first. Previous/Next need no exact count: one row more than
 * a page tells whether a next page exists (an exact count costs 150 ms at 200k orders); the result
 * count is read only up to listCountCap.
 */
export const listOrdersPage = async (db: Db, query: OrdersPageQuery, findClientsNamed: FindClientsNamed) => {
  const filters = {
    methods: query.method ? methodsForFilter(query.method) : undefined,
    search: query.search,
    start: query.start,
    end: query.end,
    location: query.location,
    checkpoint: query.checkpoint,
    direction: query.direction ?? 'desc',
  };
  // One search step (a name search's client lookup) for the page and the count alike.
  const search = await searchOrders(db, filters, findClientsNamed);
  const [rows, matching, today] = await Promise.all([
    pageOrderRows(db, filters, search, ordersPageSize + 1, pageOffset(query.page, ordersPageSize)),
    countOrderRows(db, search, listCountCap),
    countTodaysOrders(db, businessToday()),
  ]);
  return {
    data: await withInvoices(db, rows.slice(0, ordersPageSize), presentOrderRow),
    meta: { current_page: query.page, has_next: rows.length > ordersPageSize, per_page: ordersPageSize, ...countOf(matching, listCountCap) },
    additional: { today_order_count: today.created, today_orders_edited: today.edited },
  };
};

/** Rows with their orders' invoices, read in one lookup for the whole page. */
const withInvoices = async <T>(db: Db, rows: readonly OrderListRow[], present: (row: OrderListRow, invoice: OrderInvoice | undefined) => T) => {
  const invoices = await invoicesOfOrders(db, rows.map((row) => row.id));
  return rows.map((row) => present(row, invoices.get(row.id)));
};

const requireCustomer = async (db: Db, userId: number) => {
  const type = await findAccountType(db, userId);
  if (!type || !isCustomerType(type)) throw notFound('Customer');
};

export const listCustomerOrders = async (db: Db, userId: number) => {
  await requireCustomer(db, userId);
  return withInvoices(db, await customerOrderRows(db, userId, customerHistoryLimit), presentOrderRow);
};

export const pageCustomerOrders = async (db: Db, userId: number, page: number) => {
  await requireCustomer(db, userId);
  const total = await countCustomerOrders(db, userId);
  const rows = await customerOrderRows(db, userId, customerOrdersPageSize, pageOffset(page, customerOrdersPageSize));
  return {
    data: await withInvoices(db, rows, presentCustomerOrderRow),
    meta: { pagination: paginationOf(page, total, customerOrdersPageSize) },
  };
};
