import { z } from 'zod';

export const zCheckpoint = z
  .object({ id: z.number().int(), name: z.string(), email: z.string(), address: z.string(), phone: z.string() })
  .meta({ id: 'Checkpoint' });
export type Checkpoint = z.infer<typeof zCheckpoint>;
