import { packageAlertFilters, type AlertStats } from '../../../domain/alerts';
import type { Db } from '../../db/client';
import { sharedRead } from '../in-flight';
import { countPackages } from '../packages/service';

/**
 * Deliveries do not exist yet, so none can be outstanding. The deliveries area replaces this
 * with its own count (and the red banner of the layout starts showing).
 */
export const countOutstandingDeliveries = async (_db: Db): Promise<number> => 0;

/**
 * Called on every staff page. The package counts are index-only reads of the packages at
 * checkpoints 12 and 17 for that long (countPackagesByFilter), so they cost the same whatever the
 * size of the history; requests that arrive while a read runs share its answer (sharedRead), which
 * is never older than that one read of a few milliseconds. Nothing is cached beyond it.
 */
export const alertStats = sharedRead(async (db: Db): Promise<AlertStats> => {
  const [packages, outstanding] = await Promise.all([countPackages(db, packageAlertFilters), countOutstandingDeliveries(db)]);
  return { outstanding_deliveries: outstanding, ...packages };
});
