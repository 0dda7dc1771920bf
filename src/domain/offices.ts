import { z } from 'zod';

export const zOffice = z.object({ id: z.number().int(), number: z.string(), location_id: z.number().int().nullable() }).meta({ id: 'Office' });
export type Office = z.infer<typeof zOffice>;
