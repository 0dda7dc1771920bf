import type { HistoryPackage, OrderHistoryPage } from '../../../domain/order-history';
import type { Db } from '../../db/client';
import { packagesOfOrders, trackingsOfPackages, type HistoryPackageRow } from './history-queries';
import { pageCustomerOrders } from './list-service';
import { invoicesOfOrders } from './queries';

type Tracking = Awaited<ReturnType<typeof trackingsOfPackages>>[number];

const presentPackage = (pkg: HistoryPackageRow, trackings: readonly Tracking[]): HistoryPackage => ({
  id: pkg.id,
  barcode: pkg.barcode,
  package_type: pkg.type as HistoryPackage['package_type'],
  description: pkg.description,
  checkpoint: pkg.checkpointId !== null && pkg.checkpointName !== null ? { id: pkg.checkpointId, name: pkg.checkpointName } : null,
  checkpoint_at: pkg.checkpointAt?.toISOString() ?? null,
  trackings: trackings.filter((entry) => entry.packageId === pkg.id).map((entry) => ({ name: entry.name, created_at: entry.occurredAt.toISOString() })),
});

/**
 * A page of a customer's orders (10, newest first) with what their dashboard shows of each: the
 * invoice's number and whether it is paid, and each package with where it is now and where it has
 * been. Three more reads for the whole page, whatever its size.
 */
export const pageOrderHistory = async (db: Db, userId: number, page: number): Promise<OrderHistoryPage> => {
  const { data, meta } = await pageCustomerOrders(db, userId, page);
  const orderIds = data.map((row) => row.id);
  const invoices = await invoicesOfOrders(db, orderIds);
  const packages = await packagesOfOrders(db, orderIds);
  const trackings = await trackingsOfPackages(db, packages.map((pkg) => pkg.id));
  return {
    data: data.map((row) => {
      const invoice = invoices.get(row.id);
      return {
        ...row,
        invoice_pseudo_id: invoice?.pseudoId ?? null,
        invoice_paid: invoice?.status === 'paid',
        packages: packages.filter((pkg) => pkg.orderId === row.id).map((pkg) => presentPackage(pkg, trackings)),
      };
    }),
    meta,
  };
};
