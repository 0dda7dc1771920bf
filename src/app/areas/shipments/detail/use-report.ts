import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shipmentsApi } from '../../../api/shipments';
import { reportPageKey } from '../shipment-keys';
import { isShipmentId } from '../shipment-queries';

/** The shipment's report: totals of the whole shipment and one page of 50 package rows. */
export const useReport = (id: number) => {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: reportPageKey(id, page),
    queryFn: () => shipmentsApi.report(id, page),
    enabled: isShipmentId(id),
    placeholderData: keepPreviousData,
  });
  return { query, page, setPage };
};
