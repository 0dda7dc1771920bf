import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checkpoint, CheckpointBody } from '../../../domain/checkpoints';
import { checkpointsApi } from '../../api/checkpoints';

export const checkpointsKey = ['checkpoints'] as const;

export const useCheckpoints = () => useQuery({ queryKey: checkpointsKey, queryFn: checkpointsApi.list });

/** Add when there is no id yet, edit otherwise. */
export const saveCheckpoint = (id: number | null, body: CheckpointBody) =>
  id === null ? checkpointsApi.create(body) : checkpointsApi.update(id, body);

export const useRemoveCheckpoint = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkpoint: Checkpoint) => checkpointsApi.remove(checkpoint.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkpointsKey }),
  });
};
