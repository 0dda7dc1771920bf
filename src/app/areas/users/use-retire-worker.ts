import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userMessages, type Worker } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { confirmAction } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage } from '../../components/error-message';

/** Retiring ends the worker's sign-ins for good, so it asks first. */
export const useRetireWorker = () => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (worker: Worker) => usersApi.retireWorker(worker.id),
    onSuccess: (retired) => notifySuccess(`${retired.full_name} was retired.`),
    onError: (error) => notifyError(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['workers'] }),
  });
  const retire = async (worker: Worker) => {
    const confirmed = await confirmAction({
      title: `Retire ${worker.full_name}?`,
      message: userMessages.retireConfirm,
      confirmLabel: 'Retire',
      danger: true,
    });
    if (confirmed) mutation.mutate(worker);
  };
  return { retire, pendingId: mutation.isPending ? mutation.variables.id : null };
};
