import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Prealert } from '../../../domain/prealerts';
import { prealertsApi } from '../../api/prealerts';
import { confirmAction } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { prealertsKey } from './prealert-keys';

/** Withdraws a waiting prealert after a question; the list reloads either way, since a refusal means it was received meanwhile. */
export const useWithdrawPrealert = () => {
  const queryClient = useQueryClient();
  const [withdrawingId, setWithdrawingId] = useState<number | null>(null);
  const withdraw = async (prealert: Prealert) => {
    const confirmed = await confirmAction({
      title: 'Withdraw this prealert?',
      message: `We will stop looking out for ${prealert.tracking_number}${prealert.file ? ', and its invoice file is removed' : ''}.`,
      confirmLabel: 'Withdraw',
      danger: true,
    });
    if (!confirmed) return;
    setWithdrawingId(prealert.id);
    try {
      await prealertsApi.withdraw(prealert.id);
      notifySuccess(`The prealert for ${prealert.tracking_number} was withdrawn.`);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setWithdrawingId(null);
      void queryClient.invalidateQueries({ queryKey: prealertsKey });
    }
  };
  return { withdrawingId, withdraw: (prealert: Prealert) => void withdraw(prealert) };
};
