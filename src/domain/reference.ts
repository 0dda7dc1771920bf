import { z } from 'zod';

export const zLocation = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Location' });
export const zIsland = z.object({ id: z.number().int(), description: z.string() }).meta({ id: 'Island' });
export const zPickup = z
  .object({ id: z.number().int(), name: z.string(), address: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
  .meta({ id: 'Pickup' });
export type Location = z.infer<typeof zLocation>;
export type Island = z.infer<typeof zIsland>;
export type Pickup = z.infer<typeof zPickup>;
