/**
 * The company's contact block, printed on every package label (so a misrouted parcel can find its
 * way back) and at the top of a printed invoice (so the customer knows whom to pay and call).
 */
export const companyContact = {
  name: 'Bahamas Freight',
  phone: '+1 242 555 0100',
  email: 'info@bahamasfreight.test',
  miamiAddress: ['8250 NW 25th St', 'Doral, FL 33122'],
} as const;

/** The two pickup counters in Nassau, by the customer's location (portal spec §2: 1 Madeira, any other Harbor Bay). */
export const pickupBranchOf = (locationId: number) =>
  locationId === 1 ? { name: 'Madeira', street: '#48 Madeira Street' } : { name: 'Harbor Bay', street: '#33 Harbor Bay Shopping Plaza' };
