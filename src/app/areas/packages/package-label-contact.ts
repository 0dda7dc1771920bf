import { pickupBranchOf } from '../../../domain/company';

/** Portal spec §2: location 1 is Madeira with a red border; any other location Harbor Bay with a green one. */
export const labelLocationOf = (locationId: number) => {
  const branch = pickupBranchOf(locationId);
  return { name: branch.name, address: branch.street, border: locationId === 1 ? '#c92a2a' : '#2b8a3e' };
};
