import { useQuery } from '@tanstack/react-query';
import { shipmentsApi } from '../../api/shipments';
import { groupedKey, shipmentKey } from './shipment-keys';

/** An id from the address that can name a shipment; anything else is answered with the not-found page. */
export const isShipmentId = (id: number) => Number.isInteger(id) && id > 0;

export const useShipment = (id: number) => useQuery({ queryKey: shipmentKey(id), queryFn: () => shipmentsApi.get(id), enabled: isShipmentId(id) });

/** The shipment's packages by box, for the edit form and the manifest. */
export const useGroupedPackages = (id: number) => useQuery({ queryKey: groupedKey(id), queryFn: () => shipmentsApi.grouped(id), enabled: isShipmentId(id) });
