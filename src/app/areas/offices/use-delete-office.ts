import type { Office } from '../../../domain/offices';
import { confirmAction } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { useRemoveOffice } from './use-offices';

export const useDeleteOffice = () => {
  const mutation = useRemoveOffice();
  const remove = async (office: Office) => {
    const confirmed = await confirmAction({
      title: 'Delete office?',
      message: `Office ${office.number} will be removed from the list. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    mutation.mutate(office, {
      onSuccess: (deleted) => notifySuccess(`Office ${deleted.number} was deleted.`),
      onError: (error) => notifyError(errorMessage(error)),
    });
  };
  return { remove, pendingId: mutation.isPending ? mutation.variables.id : null };
};
