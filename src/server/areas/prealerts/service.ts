import type { AuthUser } from '../../../domain/auth';
import { normalizeScannedCode } from '../../../domain/barcode';
import { isCustomerType } from '../../../domain/constants';
import { prealertMessages, prealertsPageSize, type OpenPrealertsQuery, type Prealert, type PrealertsPage } from '../../../domain/prealerts';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import type { TransactionEffects } from '../../http/transaction-effects';
import type { FileStore } from '../../storage/file-store';
import { lastPage, pageOffset } from '../paging';
import { presentPrealert } from './present';
import {
  accountTypeOf,
  countCustomerPrealerts,
  countOpenPrealerts,
  customerPrealertRows,
  deletePrealert,
  findPrealert,
  lockPrealert,
  openPrealertRows,
  type PrealertRow,
} from './queries';

export { filePrealert, type FilingContext } from './file-prealert';
export { receivePrealerts } from './receive';

/** A customer reaches only their own prealerts; anyone else's is answered as missing (as is an unknown id). */
const isVisibleTo = (viewer: AuthUser, row: { prealert: { userId: number } }) => !isCustomerType(viewer.account_type) || row.prealert.userId === viewer.id;

export const getPrealert = async (db: Db, viewer: AuthUser, id: number): Promise<Prealert> => {
  const row = await findPrealert(db, id);
  if (!row || !isVisibleTo(viewer, row)) throw notFound('Prealert');
  return presentPrealert(row);
};

const pageOf = (rows: readonly PrealertRow[], page: number, total: number): PrealertsPage => ({
  data: rows.map(presentPrealert),
  meta: { current_page: page, last_page: lastPage(total, prealertsPageSize), total },
});

/** A customer's prealerts, waiting and received, newest first; staff may read any customer's. */
export const listCustomerPrealerts = async (db: Db, customerId: number, page: number): Promise<PrealertsPage> => {
  const type = await accountTypeOf(db, customerId);
  if (!type || !isCustomerType(type)) throw notFound('Customer');
  const rows = await customerPrealertRows(db, customerId, { limit: prealertsPageSize, offset: pageOffset(page, prealertsPageSize) });
  return pageOf(rows, page, await countCustomerPrealerts(db, customerId));
};

/** Staff: the open prealerts, newest first. A tracking number is read as a scanned code is, then matched exactly. */
export const listOpenPrealerts = async (db: Db, query: OpenPrealertsQuery): Promise<PrealertsPage> => {
  const filter = { search: query.search, tracking: normalizeScannedCode(query.tracking) };
  const rows = await openPrealertRows(db, filter, { limit: prealertsPageSize, offset: pageOffset(query.page, prealertsPageSize) });
  return pageOf(rows, query.page, await countOpenPrealerts(db, filter));
};

/**
 * The owner takes back a prealert still waiting: its row goes, and its file once that has
 * committed. A received one is the order's history now (409).
 */
export const withdrawPrealert = async (ctx: { db: Db; user: AuthUser; store: FileStore; effects: TransactionEffects }, id: number): Promise<Prealert> => {
  const locked = await lockPrealert(ctx.db, id);
  if (!locked || !isVisibleTo(ctx.user, { prealert: locked })) throw notFound('Prealert');
  if (locked.orderId !== null) throw conflict(prealertMessages.received);
  const answer = await getPrealert(ctx.db, ctx.user, id);
  await deletePrealert(ctx.db, id);
  const path = locked.filePath;
  if (path) ctx.effects.whenCommitted(() => ctx.store.remove(path));
  return answer;
};
