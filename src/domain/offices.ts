import { z } from 'zod';
import { locations } from './constants';
import { requiredText } from './fields';

export const zOffice = z.object({ id: z.number().int(), number: z.string(), location_id: z.number().int().nullable() }).meta({ id: 'Office' });
export type Office = z.infer<typeof zOffice>;

export const officeNumberMaxLength = 20;
const locationIds = locations.map((location) => location.id);

/**
 * The spec leaves the office payload open (docs/decisions.md, Offices). PUT takes the same body
 * and replaces the office: an omitted location_id means no location.
 */
export const zOfficeBody = z
  .object({
    number: requiredText('Office Number is required', officeNumberMaxLength),
    location_id: z.literal(locationIds, { error: `Location must be ${locations.map((location) => location.name).join(' or ')}` }).nullable().optional(),
  })
  .meta({ id: 'OfficeBody' });
export type OfficeBody = z.infer<typeof zOfficeBody>;

export const officeMessages = { numberTaken: 'This office number already exists.' } as const;
