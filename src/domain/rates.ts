import { z } from 'zod';
import { zTimestamp } from './common';
import { zRateRow } from './pricing';

/** A stored rate version as the Rates screen lists it. */
export const zRateVersion = zRateRow
  .extend({ id: z.number().int(), created_at: zTimestamp, created_by: z.string().nullable() })
  .meta({ id: 'RateVersion' });
export type RateVersion = z.infer<typeof zRateVersion>;

/** POST /rates: a new version of one rate from a date on; old versions are never edited. */
export const zRateBody = zRateRow;
export type RateBody = z.infer<typeof zRateBody>;

export const rateMessages = {
  duplicate: 'This rate already has a version from that date.',
  inForce: 'Only a version that has not yet taken effect can be removed.',
  cannotPrice: 'With this version the rates cannot price.',
  breaksLater: 'Removing this version would leave later rates that cannot price.',
  noRates: 'No rates are in force on that date.',
} as const;
