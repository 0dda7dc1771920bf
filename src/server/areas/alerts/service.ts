import { packageAlertFilters, type AlertStats } from '../../../domain/alerts';
import type { Db } from '../../db/client';
import { sharedRead } from '../in-flight';
import { countOutstandingDeliveries } from '../deliveries/service';
import { countPackages } from '../packages/service';

/**
 * Called on every staff page. The package counts are index-only reads of the packages at
 * checkpoints 12 and 17 for that long (countPackagesByFilter), so they cost the same whatever the
 * size of the history; outstanding deliveries count the partial index of undelivered rows.
 * Requests that arrive while a read runs share its answer (sharedRead), which is never older
 * than that one read of a few milliseconds. Nothing is cached beyond it.
 */
export const alertStats = sharedRead(async (db: Db): Promise<AlertStats> => {
  const [packages, outstanding] = await Promise.all([countPackages(db, packageAlertFilters), countOutstandingDeliveries(db)]);
  return { outstanding_deliveries: outstanding, ...packages };
});
