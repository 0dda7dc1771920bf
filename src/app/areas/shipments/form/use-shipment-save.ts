import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Shipment, ShipmentData } from '../../../../domain/shipments';
import { ApiError } from '../../../api/api-error';
import { shipmentsApi } from '../../../api/shipments';
import { notifySuccess } from '../../../components/notify';
import { showServerErrors } from '../../../components/schema-form';
import { errorMessage } from '../../../components/error-message';
import { shipmentKey, shipmentsKey } from '../shipment-keys';
import { shipmentData, type ShipmentForm } from './shipment-values';

type Attempt = { data: ShipmentData; idempotencyKey: string };

// A request that may never have reached the server, or found it busy, is sent again as the same attempt.
const unanswered = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Creates or saves the shipment. Each press of Save is one attempt with one Idempotency-Key, kept
 * for its automatic retries, so a lost answer never makes a second shipment. A refusal puts the
 * server's field errors on the form and its message beside Save (a package already shipped, 409,
 * names itself there); saved, the detail opens.
 */
export const useShipmentSave = (form: ShipmentForm, shipment: Shipment | undefined) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ data, idempotencyKey }: Attempt) =>
      shipment ? shipmentsApi.update(shipment.id, data, idempotencyKey) : shipmentsApi.create(data, idempotencyKey),
    retry: (failures, error) => failures < 2 && unanswered(error),
    retryDelay: 1000,
    onSuccess: (saved) => {
      // Marked stale, not fetched: this screen is leaving, and the screens that show them fetch on opening.
      void queryClient.invalidateQueries({ queryKey: shipmentsKey, refetchType: 'none' });
      queryClient.setQueryData(shipmentKey(saved.id), saved);
      notifySuccess(shipment ? `Shipment #${saved.id} was saved.` : `Shipment #${saved.id} was created.`);
      void navigate(`/shipments/${saved.id}`);
    },
    onError: (error) => {
      showServerErrors(form, error);
      setRefusal(errorMessage(error));
    },
  });
  const submit = form.onSubmit((values) => {
    setRefusal(null);
    mutation.mutate({ data: shipmentData(values), idempotencyKey: crypto.randomUUID() });
  });
  return { submit, pending: mutation.isPending, refusal };
};
