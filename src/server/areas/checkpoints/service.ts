import { alertCheckpointIds, checkpointMessages, type CheckpointBody } from '../../../domain/checkpoints';
import type { Db } from '../../db/client';
import { inSavepoint, pgErrorCode, pgErrorCodes } from '../../db/savepoint';
import { conflict, notFound } from '../../http/app-error';
import { deleteCheckpointRow, findCheckpoint, insertCheckpoint, listCheckpoints, updateCheckpoint } from './queries';

export { listCheckpoints };

export const createCheckpoint = (db: Db, body: CheckpointBody) => insertCheckpoint(db, body);

export const editCheckpoint = async (db: Db, id: number, body: CheckpointBody) => {
  const updated = await updateCheckpoint(db, id, body);
  if (!updated) throw notFound('Checkpoint');
  return updated;
};

/**
 * Whatever records a package passing a checkpoint (tracking events, from the scanning area)
 * references it by foreign key, so the database itself refuses to delete a checkpoint with
 * history; this area needs no knowledge of those tables.
 */
export const deleteCheckpoint = async (db: Db, id: number) => {
  if (!(await findCheckpoint(db, id))) throw notFound('Checkpoint');
  if (alertCheckpointIds.includes(id)) throw conflict(checkpointMessages.usedByAlerts);
  try {
    return (await inSavepoint(db, () => deleteCheckpointRow(db, id)))!;
  } catch (error) {
    if (pgErrorCode(error) === pgErrorCodes.foreignKeyViolation) throw conflict(checkpointMessages.inUse);
    throw error;
  }
};
