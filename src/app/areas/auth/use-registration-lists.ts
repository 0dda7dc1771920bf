import { useQuery } from '@tanstack/react-query';
import { locations as knownLocations } from '../../../domain/constants';
import { referenceApi } from '../../api/reference';

type Option = { value: string; label: string };

/** Islands and pickup locations for the registration selects; reference data changes rarely, so it is fetched once. */
export const useRegistrationLists = () => {
  const islands = useQuery({ queryKey: ['reference', 'islands'], queryFn: referenceApi.islands, staleTime: Infinity });
  const places = useQuery({ queryKey: ['reference', 'locations'], queryFn: referenceApi.locations, staleTime: Infinity });
  return {
    islands: (islands.data?.data ?? []).map((island): Option => ({ value: String(island.id), label: island.description })),
    // The two pickup locations are constants too, so that select works even before or without the list.
    locations: (places.data?.data ?? knownLocations).map((place): Option => ({ value: String(place.id), label: place.name })),
    islandsPending: islands.isPending,
    islandsError: islands.error,
    retryIslands: () => void islands.refetch(),
  };
};
