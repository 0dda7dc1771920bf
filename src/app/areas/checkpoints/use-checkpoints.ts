import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checkpoint, CheckpointBody } from '../../../domain/checkpoints';
import { checkpointsApi } from '../../api/checkpoints';

const checkpointsKey = ['checkpoints'] as const;

export const useCheckpoints = () => useQuery({ queryKey: checkpointsKey, queryFn: checkpointsApi.list });

type Save = { id: number | null; body: CheckpointBody };

/** Add when there is no id yet, edit otherwise; either way the list reloads. */
export const useSaveCheckpoint = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Save) => (id === null ? checkpointsApi.create(body) : checkpointsApi.update(id, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkpointsKey }),
  });
};

export const useRemoveCheckpoint = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkpoint: Checkpoint) => checkpointsApi.remove(checkpoint.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkpointsKey }),
  });
};
