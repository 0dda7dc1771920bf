import type { Checkpoint } from '../../../domain/checkpoints';
import { confirmAction } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { useRemoveCheckpoint } from './use-checkpoints';

/** Deleting asks first; the server's refusal (scan history, package alerts) is shown as it words it. */
export const useDeleteCheckpoint = () => {
  const mutation = useRemoveCheckpoint();
  const remove = async (checkpoint: Checkpoint) => {
    const confirmed = await confirmAction({
      title: 'Delete checkpoint?',
      message: `"${checkpoint.name}" will be removed from the checkpoint list. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    mutation.mutate(checkpoint, {
      onSuccess: (deleted) => notifySuccess(`Checkpoint "${deleted.name}" was deleted.`),
      onError: (error) => notifyError(errorMessage(error)),
    });
  };
  return { remove, pendingId: mutation.isPending ? mutation.variables.id : null };
};
