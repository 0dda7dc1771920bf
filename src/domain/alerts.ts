import { z } from 'zod';
import { checkpointIds } from './constants';
import type { PackagesFilter } from './packages';

/** GET /alerts/stats (portal spec §3, Alert stats): counts of packages that have waited too long. */
export const zAlertStats = z
  .object({
    outstanding_deliveries: z.number().int(),
    on_the_way_2_days: z.number().int(),
    next_day_in_miami_2_days: z.number().int(),
    others_in_miami_4_days: z.number().int(),
  })
  .meta({ id: 'AlertStats' });
export type AlertStats = z.infer<typeof zAlertStats>;

/**
 * Each package count of the stats is exactly the packages list under these filters (portal spec
 * §2, Layout): the banner links open the list with them, and the server counts with the same
 * numbers, so a count and the list it links to cannot disagree.
 */
export const packageAlertFilters = {
  on_the_way_2_days: { checkpoint: checkpointIds.onTheWay, minDays: 2 },
  next_day_in_miami_2_days: { checkpoint: checkpointIds.receivedMiami, method: 'next-day', minDays: 2 },
  others_in_miami_4_days: { checkpoint: checkpointIds.receivedMiami, method: 'next-day', minDays: 4, reverseMethod: true },
} as const satisfies Record<Exclude<keyof AlertStats, 'outstanding_deliveries'>, PackagesFilter>;
