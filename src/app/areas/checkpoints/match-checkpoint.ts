import type { Checkpoint } from '../../../domain/checkpoints';

/** The list is a few dozen rows at most, so the screen filters it where it is rather than asking the server. */
export const matchesCheckpoint = (checkpoint: Checkpoint, search: string) => {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [checkpoint.name, checkpoint.email, checkpoint.address, checkpoint.phone].some((field) => field.toLowerCase().includes(needle));
};
