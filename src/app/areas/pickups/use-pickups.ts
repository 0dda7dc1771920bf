import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PickupBody } from '../../../domain/pickups';
import { pickupsApi } from '../../api/pickups';
import { refreshDeviceList } from '../../offline/hooks/use-cached-reference';

export const pickupsKey = ['pickups'] as const;

/** The pickups matching the search, by name; the previous answer stays on screen while the next loads. */
export const usePickups = (search: string) =>
  useQuery({ queryKey: [...pickupsKey, search], queryFn: () => pickupsApi.list(search), placeholderData: keepPreviousData });

/** Add when there is no id yet, edit otherwise. */
export const savePickup = (id: number | null, body: PickupBody) => (id === null ? pickupsApi.create(body) : pickupsApi.update(id, body));

/**
 * The order form picks pickups from the copy kept on this device: it is fetched again at once, so
 * a pickup just added or renamed is there in the form, also if the connection goes next. A failure
 * leaves the copy to its usual refresh.
 */
export const refreshOrderFormPickups = (queryClient: QueryClient) => void refreshDeviceList(queryClient, 'pickups').catch(() => undefined);
