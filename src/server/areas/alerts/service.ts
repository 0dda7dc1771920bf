import { packageAlertFilters, type AlertStats } from '../../../domain/alerts';
import type { Db } from '../../db/client';
import { countPackages } from '../packages/service';

/**
 * Deliveries do not exist yet, so none can be outstanding. The deliveries area replaces this
 * with its own count (and the red banner of the layout starts showing).
 */
export const countOutstandingDeliveries = async (_db: Db): Promise<number> => 0;

/** Called on every staff page: one indexed query for the package counts, one for deliveries. */
export const alertStats = async (db: Db): Promise<AlertStats> => {
  const [packages, outstanding] = await Promise.all([countPackages(db, packageAlertFilters), countOutstandingDeliveries(db)]);
  return { outstanding_deliveries: outstanding, ...packages };
};
