import { useMutation } from '@tanstack/react-query';
import { shipmentsApi } from '../../../api/shipments';
import { notifyError } from '../../../components/notify';
import { errorMessage } from '../../../components/error-message';
import { saveFile } from '../../../components/save-file';

/** Export CSV: every package row of the report, downloaded and saved as shipment-{id}.csv. */
export const useCsvExport = (shipmentId: number) => {
  const mutation = useMutation({
    mutationFn: () => shipmentsApi.reportCsv(shipmentId),
    onSuccess: (blob) => saveFile(blob, `shipment-${shipmentId}.csv`),
    onError: (error) => notifyError(errorMessage(error)),
  });
  return { run: () => mutation.mutate(), running: mutation.isPending };
};
