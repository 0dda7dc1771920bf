import { z } from 'zod';

export const zHealth = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']) }).meta({ id: 'Health' });
