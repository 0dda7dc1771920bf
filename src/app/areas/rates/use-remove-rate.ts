import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RateVersion } from '../../../domain/rates';
import { ratesApi } from '../../api/rates';
import { confirmAction } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { formatBusinessDate } from '../../components/business-date';
import { rateValueText } from './rate-text';
import { ratesKey } from './use-rates';

/** Only versions still to come can go; the server refuses the rest in its own words. */
export const useRemoveRate = () => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (version: RateVersion) => ratesApi.remove(version.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratesKey }),
  });
  const remove = async (version: RateVersion, title: string) => {
    const what = `${title}: ${rateValueText(version.key, version.value)} from ${formatBusinessDate(version.effective_from)}`;
    const confirmed = await confirmAction({
      title: 'Remove upcoming version?',
      message: `${what} will not take effect. The version in force before it stays.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!confirmed) return;
    mutation.mutate(version, {
      onSuccess: () => notifySuccess(`${what} was removed.`),
      onError: (error) => notifyError(errorMessage(error)),
    });
  };
  return { remove, pendingId: mutation.isPending ? mutation.variables.id : null };
};
