import type { SQL } from 'drizzle-orm';
import { pgIntegerMax } from '../../../domain/fields';
import { oldReportPageSize, type OldOrderRow, type OldOrdersPage, type OldReportQuery } from '../../../domain/old-orders';
import type { RateBook } from '../../../domain/pricing';
import type { FindClientsNamed } from '../../db/client-name-queries';
import type { Db } from '../../db/client';
import { searchTargetOf, type SearchTarget } from '../../db/package-search';
import { businessToday } from '../../time';
import { rateBookFor } from '../invoices/service';
import { lastPage, pageOffset } from '../paging';
import { presentRow, reportCsv } from './present';
import {
  atCounterSince,
  countOldOrders,
  countOldPackageOrders,
  oldOrderIds,
  oldPackageOrders,
  orderDetails,
  ordersSearch,
  positionsSearch,
  unreleased,
} from './report-queries';

/** An order a report found: its id, the packages it counts (when not all of them), and the report's total. */
type Found = { orderId: number; packages?: number; total: number };

/** What tells the two reports apart. */
type Report = {
  /** Today's setting for this report, in days. */
  days: (settings: RateBook['reports']) => number;
  searchOn: (target: SearchTarget, clientIds: string) => SQL;
  find: (db: Db, cutoff: Date, search: SQL | undefined, limit: number, offset: number) => Promise<Found[]>;
  count: (db: Db, cutoff: Date, search: SQL | undefined) => Promise<number>;
  /** Which of an order's positions count as its goods waiting, for `since` and `location`. */
  waiting: (cutoff: Date) => SQL;
};

/** Orders with packages at a pickup counter for N days or more, oldest waiting first. */
const oldPackages: Report = { days: (s) => s.old_package_days, searchOn: positionsSearch, find: oldPackageOrders, count: countOldPackageOrders, waiting: atCounterSince };

/** Orders recorded M days ago or more whose goods are not all released, oldest first. */
const oldOrders: Report = { days: (s) => s.old_order_days, searchOn: ordersSearch, find: oldOrderIds, count: countOldOrders, waiting: () => unreleased };

const dayMs = 86_400_000;

/**
 * The cutoff from today's setting, N whole 24-hour days back from now, and the search as a
 * condition (null when it names clients and nobody has that name).
 */
const prepare = async (db: Db, report: Report, search: string, findClientsNamed: FindClientsNamed) => {
  const days = report.days((await rateBookFor(db, businessToday())).reports);
  const cutoff = new Date(Date.now() - days * dayMs);
  if (!search) return { cutoff, condition: undefined };
  const target = searchTargetOf(search);
  const clients = 'name' in target ? await findClientsNamed(db, target.name, undefined) : { count: 1, ids: '{}' };
  return { cutoff, condition: clients.count === 0 ? null : report.searchOn(target, clients.ids) };
};

/** The rows in the order `found` gives them, each with its client, invoice and where its goods wait. An order deleted since it was found is left out. */
const rowsOf = async (db: Db, found: readonly Found[], waiting: SQL): Promise<OldOrderRow[]> => {
  if (found.length === 0) return [];
  const details = new Map((await orderDetails(db, `{${found.map((f) => f.orderId).join(',')}}`, waiting)).map((detail) => [detail.id, detail]));
  return found.flatMap((f) => {
    const detail = details.get(f.orderId);
    return detail ? [presentRow(detail, f.packages ?? detail.packageCount)] : [];
  });
};

/** One page and its total from one pass over the matching orders; only a page past the end counts apart. */
const reportPage = async (db: Db, report: Report, query: OldReportQuery, findClientsNamed: FindClientsNamed): Promise<OldOrdersPage> => {
  const { cutoff, condition } = await prepare(db, report, query.search, findClientsNamed);
  const found = condition === null ? [] : await report.find(db, cutoff, condition, oldReportPageSize, pageOffset(query.page, oldReportPageSize));
  const total = found[0]?.total ?? (condition !== null && query.page > 1 ? await report.count(db, cutoff, condition) : 0);
  return { data: await rowsOf(db, found, report.waiting(cutoff)), meta: { current_page: query.page, last_page: lastPage(total, oldReportPageSize), total } };
};

/** Every row of a report, for its CSV. */
const reportRows = async (db: Db, report: Report, search: string, findClientsNamed: FindClientsNamed) => {
  const { cutoff, condition } = await prepare(db, report, search, findClientsNamed);
  return condition === null ? [] : rowsOf(db, await report.find(db, cutoff, condition, pgIntegerMax, 0), report.waiting(cutoff));
};

export const listOldPackages = (db: Db, query: OldReportQuery, findClientsNamed: FindClientsNamed) => reportPage(db, oldPackages, query, findClientsNamed);
export const listOldOrders = (db: Db, query: OldReportQuery, findClientsNamed: FindClientsNamed) => reportPage(db, oldOrders, query, findClientsNamed);
export const oldPackagesCsv = async (db: Db, search: string, findClientsNamed: FindClientsNamed) => reportCsv(await reportRows(db, oldPackages, search, findClientsNamed));
export const oldOrdersCsv = async (db: Db, search: string, findClientsNamed: FindClientsNamed) => reportCsv(await reportRows(db, oldOrders, search, findClientsNamed));
