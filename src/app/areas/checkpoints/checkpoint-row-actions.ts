import type { Checkpoint } from '../../../domain/checkpoints';

/** What the admin can do with a row; the screen is admins' only. */
export type CheckpointRowActions = { deletingId: number | null; onEdit: (checkpoint: Checkpoint) => void; onDelete: (checkpoint: Checkpoint) => void };
