import { z } from 'zod';
import { checkpointIds } from './constants';
import { requiredText, zEmailField } from './fields';

export const zCheckpoint = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    address: z.string(),
    phone: z.string(),
    releases: z.boolean().describe('A release point (pickup counter, delivery): packages of unpaid orders are refused here'),
  })
  .meta({ id: 'Checkpoint' });
export type Checkpoint = z.infer<typeof zCheckpoint>;

/** Create and update take the same body (spec §5, Checkpoint). */
export const zCheckpointBody = z
  .object({
    name: requiredText('Name is required'),
    email: zEmailField,
    address: requiredText('Address is required'),
    phone: requiredText('Phone Number is required', 40),
    releases: z.boolean({ error: 'Release point must be true or false' }).optional(),
  })
  .meta({ id: 'CheckpointBody' });
export type CheckpointBody = z.infer<typeof zCheckpointBody>;

/** The package alerts count packages at these checkpoints, so they must stay. */
export const alertCheckpointIds: readonly number[] = Object.values(checkpointIds);

export const checkpointMessages = {
  inUse: 'This checkpoint has scan history and cannot be deleted.',
  usedByAlerts: 'This checkpoint is used by the package alerts and cannot be deleted.',
  /** What a release point is, where one is chosen or scanned at. */
  releasePoint: 'Packages are handed over here: unpaid ones are refused.',
} as const;
