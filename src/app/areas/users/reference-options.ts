import { useQuery } from '@tanstack/react-query';
import { locations } from '../../../domain/constants';
import { referenceApi } from '../../api/reference';

const option = (id: number, label: string) => ({ value: String(id), label });

/** Island and location choices for the user forms; reference data changes rarely, so it is fetched once. */
export const useReferenceOptions = () => {
  const islands = useQuery({ queryKey: ['reference', 'islands'], queryFn: referenceApi.islands, staleTime: Infinity });
  const places = useQuery({ queryKey: ['reference', 'locations'], queryFn: referenceApi.locations, staleTime: Infinity });
  return {
    islands: (islands.data?.data ?? []).map((island) => option(island.id, island.description)),
    // The two pickup locations are constants too, so the select works before the list arrives.
    locations: (places.data?.data ?? locations).map((place) => option(place.id, place.name)),
  };
};
