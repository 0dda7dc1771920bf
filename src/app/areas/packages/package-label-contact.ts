/** Portal spec §2: location 1 is Madeira with a red border; any other location Harbor Bay with a green one. */
export const labelLocationOf = (locationId: number) =>
  locationId === 1
    ? { name: 'Madeira', address: '#48 Madeira Street', border: '#c92a2a' }
    : { name: 'Harbor Bay', address: '#33 Harbor Bay Shopping Plaza', border: '#2b8a3e' };
