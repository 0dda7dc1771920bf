import type { CustomerIndex, CustomerIndexRow } from '../../../domain/customer-index';
import type { Db } from '../../db/client';
import { databaseNowMs, listIndexCustomers, listUsersChangedAfter } from './customer-index-queries';

/**
 * Each delta reaches back this far before its cursor. A change is stamped when its transaction
 * runs but seen only once it commits, and the API's clock (updates) and the database's (inserts)
 * may differ a little; rows sent twice merge harmlessly on the device.
 */
const overlapMs = 5 * 60_000;
/** A device away longer than this starts again from everything, so nothing drifts for ever. */
const fullAfterMs = 7 * 24 * 60 * 60_000;

type IndexColumns = { id: number; fullName: string; locationId: number; flagged: boolean };
const rowOf = (user: IndexColumns): CustomerIndexRow => [user.id, user.fullName, user.locationId, user.flagged ? 1 : 0];

/** A cursor this server cannot vouch for: none, too old, or ahead of its clock (another database). */
const needsFull = (since: number | null, now: number) => since === null || since < now - fullAfterMs || since > now + overlapMs;

/**
 * The order form's customers for a device: all of them for a first fetch or a cursor it cannot
 * continue from, otherwise the customers changed since the cursor and the ids that left.
 */
export const readCustomerIndex = async (db: Db, since: string | undefined): Promise<CustomerIndex> => {
  const now = await databaseNowMs(db);
  const cursor = String(now);
  const from = since === undefined ? null : Number(since);
  if (needsFull(from, now)) return { full: true, cursor, rows: (await listIndexCustomers(db)).map(rowOf), removed: [] };
  const changed = await listUsersChangedAfter(db, new Date(from! - overlapMs));
  return {
    full: false,
    cursor,
    rows: changed.filter((user) => user.listed).map(rowOf),
    removed: changed.filter((user) => !user.listed).map((user) => user.id),
  };
};
