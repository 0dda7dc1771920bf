import type { AuthUser } from '../../../domain/auth';
import { isCustomerType } from '../../../domain/constants';
import { listCountCap } from '../../../domain/orders';
import { packagesPageSize, type PackageLabel, type PackagesPage, type PackagesQuery, type TrackingEntry } from '../../../domain/packages';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { countOf, pageOffset } from '../paging';
import {
  countPackageRows,
  countPackagesByFilter,
  findLabelRow,
  findPackageOwner,
  listPackageRows,
  listTrackingRows,
  type PackageCountFilter,
  type PackageListRow,
} from './queries';

const presentRow = (row: PackageListRow) => ({
  id: row.id,
  order_id: row.orderId,
  customer: row.customer,
  shipping_method: row.shippingMethod,
  type: row.type,
  checkpoint: row.checkpoint,
  number_of_items: row.itemsNo,
  description: row.description,
  created_at: row.createdAt.toISOString(),
  barcode: row.barcode,
});

/** Previous/Next paging: one row more than a page tells whether a next page exists; the result count stops at listCountCap. */
export const listPackages = async (db: Db, { page, ...filter }: PackagesQuery): Promise<PackagesPage> => {
  const [rows, matching] = await Promise.all([
    listPackageRows(db, filter, packagesPageSize + 1, pageOffset(page, packagesPageSize)),
    countPackageRows(db, filter, listCountCap),
  ]);
  return {
    data: rows.slice(0, packagesPageSize).map(presentRow),
    meta: { current_page: page, has_next: rows.length > packagesPageSize, per_page: packagesPageSize, ...countOf(matching, listCountCap) },
  };
};

/** For areas that count packages the way the list filters them (the alert stats). */
export const countPackages = <K extends string>(db: Db, filters: Record<K, PackageCountFilter>) => countPackagesByFilter(db, filters);

export const packageLabel = async (db: Db, id: number): Promise<PackageLabel> => {
  const row = await findLabelRow(db, id);
  if (!row) throw notFound('Package');
  return {
    barcode: row.barcode,
    totalPackages: row.totalPackages,
    packageNo: row.packageNo,
    weight: row.weight,
    length: row.length,
    width: row.width,
    height: row.height,
    locationId: row.locationId,
    first_name: row.firstName,
    last_name: row.lastName,
    userId: row.userId,
    delivery: row.delivery,
    sect: row.sect,
  };
};

/** A customer asking about a package of someone else's order gets the same 404 as for no package. */
export const packageTrackings = async (db: Db, user: AuthUser, id: number): Promise<{ data: TrackingEntry[] }> => {
  const ownerId = await findPackageOwner(db, id);
  if (ownerId === undefined || (isCustomerType(user.account_type) && ownerId !== user.id)) throw notFound('Package');
  const rows = await listTrackingRows(db, id);
  const audit = !isCustomerType(user.account_type);
  return {
    data: rows.map((row) => ({
      name: row.name,
      created_at: row.occurredAt.toISOString(),
      checkpoint_id: row.checkpointId,
      duplicate: row.duplicate,
      offline: row.offline,
      ...(audit ? { received_at: row.receivedAt.toISOString(), scanned_by: row.scannedBy } : {}),
    })),
  };
};
