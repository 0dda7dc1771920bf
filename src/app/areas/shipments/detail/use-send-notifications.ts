import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotifyResult, ShipmentReportMeta } from '../../../../domain/shipments';
import { shipmentsApi } from '../../../api/shipments';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../components/error-message';
import { shipmentKey } from '../shipment-keys';

const mailedText = ({ customers }: NotifyResult) => {
  if (customers === 0) return 'Nobody was mailed: every customer had been told already.';
  return customers === 1 ? '1 customer was mailed that their packages have arrived.' : `${customers.toLocaleString('en-US')} customers were mailed that their packages have arrived.`;
};

/**
 * Send notifications (finance spec §4): arrival notices to every customer with a package not yet
 * notified. The button is off once sent, once every package is notified, and while it runs; a
 * failure turns it back on (spec §8: "the sent flag is set back to false").
 */
export const useSendNotifications = (shipmentId: number, meta: ShipmentReportMeta) => {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const mutation = useMutation({
    mutationFn: () => shipmentsApi.notify(shipmentId),
    onSuccess: (result) => {
      notifySuccess(mailedText(result));
      void queryClient.invalidateQueries({ queryKey: shipmentKey(shipmentId) });
    },
    onError: (error) => {
      setSent(false);
      notifyError(errorMessage(error));
    },
  });
  const everyoneTold = meta.total_packages === 0 || meta.notified_packages >= meta.total_packages;
  const send = async () => {
    const confirmed = await confirmAction({
      title: 'Send notifications',
      message: `Mail every customer with a package in shipment #${shipmentId} that has not been notified yet that it has arrived?`,
      confirmLabel: 'Send',
    });
    if (!confirmed) return;
    setSent(true);
    mutation.mutate();
  };
  return { send: () => void send(), disabled: sent || meta.notified_at !== null || everyoneTold, running: mutation.isPending };
};
