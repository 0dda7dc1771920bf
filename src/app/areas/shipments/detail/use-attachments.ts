import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttachmentResult } from '../../../../domain/shipments';
import { shipmentsApi } from '../../../api/shipments';
import { attachmentsKey, shipmentKey } from '../shipment-keys';

/**
 * The shipment's attachments, and uploads of up to five at a time. The server answers each file on
 * its own, stored or why not; those answers stay on screen until the next upload.
 */
export const useAttachments = (shipmentId: number) => {
  const queryClient = useQueryClient();
  const [results, setResults] = useState<AttachmentResult[]>([]);
  const list = useQuery({ queryKey: attachmentsKey(shipmentId), queryFn: () => shipmentsApi.attachments(shipmentId) });
  const upload = useMutation({
    mutationFn: (files: readonly File[]) => shipmentsApi.uploadAttachments(shipmentId, files),
    onMutate: () => setResults([]),
    onSuccess: (answer) => {
      setResults(answer.data);
      void queryClient.invalidateQueries({ queryKey: shipmentKey(shipmentId) });
    },
  });
  return { list, results, upload };
};
