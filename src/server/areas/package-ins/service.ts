import type { AuthUser } from '../../../domain/auth';
import { packageInsPageSize, type HeldPackageChecked, type PackageIn, type PackageInBody, type PackageInsList, type PackageInsQuery } from '../../../domain/package-ins';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { lastPage, pageOffset } from '../paging';
import {
  countEntries,
  deleteEntryRow,
  entryRow,
  entryRowsPage,
  heldPackageRow,
  heldPackagesOf,
  insertEntry,
  insertHeldPackages,
  markChecked,
  openEntryRows,
  type EntryRow,
  type HeldRow,
} from './queries';

const presentEntry = (entry: EntryRow, held: readonly HeldRow[]): PackageIn => ({
  id: entry.id,
  packages_count: held.length,
  created_at: entry.createdAt.toISOString(),
  user: { first_name: entry.firstName, last_name: entry.lastName },
  notes: entry.notes,
  packages: held.map((p) => ({ id: p.id, tracking_number: p.trackingNumber, checked: p.checked })),
});

const withPackages = async (db: Db, rows: readonly EntryRow[]) => {
  const held = await heldPackagesOf(db, rows.map((row) => row.id));
  return rows.map((row) => presentEntry(row, held.filter((p) => p.packageInId === row.id)));
};

/**
 * The screen's table: the entries still holding an unchecked package, all of them (a warehouse
 * holds a few dozen at most). `all` pages every entry ever made, newest first.
 */
export const listPackageIns = async (db: Db, query: PackageInsQuery): Promise<PackageInsList> => {
  if (!query.all) return { data: await withPackages(db, await openEntryRows(db)) };
  const [rows, total] = await Promise.all([entryRowsPage(db, packageInsPageSize, pageOffset(query.page, packageInsPageSize)), countEntries(db)]);
  return {
    data: await withPackages(db, rows),
    meta: { current_page: query.page, last_page: lastPage(total, packageInsPageSize), total },
  };
};

const getPackageIn = async (db: Db, id: number) => {
  const row = await entryRow(db, id);
  if (!row) throw notFound('Package-in entry');
  return (await withPackages(db, [row]))[0]!;
};

export const holdPackages = async (db: Db, caller: AuthUser, body: PackageInBody): Promise<PackageIn> => {
  const id = await insertEntry(db, caller.id, body.notes ?? null);
  await insertHeldPackages(db, id, body.packages.map((p) => p.tracking_number));
  return getPackageIn(db, id);
};

/** Answers the entry as it was; its held packages go with it. */
export const deletePackageIn = async (db: Db, id: number): Promise<PackageIn> => {
  const entry = await getPackageIn(db, id);
  if (!(await deleteEntryRow(db, id))) throw notFound('Package-in entry');
  return entry;
};

/** Idempotent by nature: a second check finds the package checked, changes nothing and answers the same. */
export const checkHeldPackage = async (db: Db, caller: AuthUser, id: number): Promise<HeldPackageChecked> => {
  const row = (await markChecked(db, id, caller.id)) ?? (await heldPackageRow(db, id));
  if (!row) throw notFound('Held package');
  return { id: row.id, tracking_number: row.trackingNumber, checked: true };
};
