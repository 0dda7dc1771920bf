import { locations } from '../../../domain/constants';

export const locationOptions = locations.map((location) => ({ value: String(location.id), label: location.name }));

export const locationName = (id: number | null) => locations.find((location) => location.id === id)?.name ?? null;

/** The Select speaks strings and the list numbers; the body wants one of the location ids or null. */
export const locationIdOf = (value: string | number | null) => locations.find((location) => String(location.id) === String(value))?.id ?? null;
