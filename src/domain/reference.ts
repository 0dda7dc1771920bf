import { z } from 'zod';

export const zLocation = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Location' });
export const zIsland = z.object({ id: z.number().int(), description: z.string() }).meta({ id: 'Island' });
export type Location = z.infer<typeof zLocation>;
export type Island = z.infer<typeof zIsland>;
