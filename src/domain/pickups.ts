import { z } from 'zod';
import { optionalText, requiredText } from './fields';

/** A US business whose goods staff collect in Miami: an order received by pick-up names one (`data.pickup_order`). */
export const zPickup = z
  .object({ id: z.number().int(), name: z.string(), address: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
  .meta({ id: 'Pickup' });
export type Pickup = z.infer<typeof zPickup>;

export const pickupLimits = { name: 120, address: 300, phone: 40, email: 255 } as const;

const emailMessage = 'Must be valid e-mail';
const isEmail = (text: string) => z.email().safeParse(text).success;

/**
 * POST /pickups and PUT /pickups/{id}: name and address required, phone optional, email optional
 * but valid when given. PUT replaces the pickup, so a blank or missing phone or email clears it.
 */
export const zPickupBody = z
  .object({
    name: requiredText('Name is required', pickupLimits.name),
    address: requiredText('Address is required', pickupLimits.address),
    phone: optionalText(pickupLimits.phone),
    email: optionalText(pickupLimits.email).refine((text) => !text || isEmail(text), { error: emailMessage }),
  })
  .meta({ id: 'PickupBody' });
export type PickupBody = z.infer<typeof zPickupBody>;

export const zPickupsQuery = z.object({ search: z.string().trim().max(100).optional().default('') });
export type PickupsQuery = z.infer<typeof zPickupsQuery>;

export const pickupMessages = {
  duplicate: 'A pickup with this name and address already exists.',
} as const;
