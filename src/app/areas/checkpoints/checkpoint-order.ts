import type { Checkpoint } from '../../../domain/checkpoints';
import type { SortDirection } from '../../components/use-url-list-state';

/** What the checkpoint list sorts by: its number (scans and alerts name checkpoints by it) or its name. */
export const checkpointSortColumns = ['id', 'name'] as const;
export type CheckpointSortColumn = (typeof checkpointSortColumns)[number];

const compare: Record<CheckpointSortColumn, (a: Checkpoint, b: Checkpoint) => number> = {
  id: (a, b) => a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id,
};

/** The list is a few dozen rows at most, all on the device, so it is sorted where it is shown. */
export const sortCheckpoints = (rows: readonly Checkpoint[], column: CheckpointSortColumn, direction: SortDirection) => {
  const sorted = [...rows].sort(compare[column]);
  return direction === 'asc' ? sorted : sorted.reverse();
};
