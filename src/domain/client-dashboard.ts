import type { UsAddress } from './settings';

/**
 * The letters a customer adds to their Dept # on the Miami address (portal spec §1): the warehouse
 * reads the letter off the parcel's label and ships it the way it asks for.
 */
export const addressSuffixes = [
  { letter: 'N', name: 'Priority', explanation: 'Priority: flies to Nassau on the next flight out, at the priority rate.' },
  { letter: 'S', name: 'Standard', explanation: 'Standard: flies to Nassau on our regular schedule, at the standard rate.' },
  { letter: 'X', name: 'No rush', explanation: 'No rush: travels at our lowest rate when there is room, so it takes longer.' },
  { letter: 'C', name: 'Consolidated', explanation: 'Consolidated: waits in Miami for your other parcels, and they travel together as one shipment.' },
] as const;
export type AddressSuffix = (typeof addressSuffixes)[number];

/** 'Dept # 1042N': the customer's number (their user id) and the letter, as a US store's address line 2. */
export const deptLine = (userId: number, letter: string) => `Dept # ${userId}${letter}`;

/** The street line a customer types into a store's address field: '8250 NW 25th St, Dept # 1042N'. */
export const streetLineWithDept = (address: UsAddress, userId: number, letter: string) => `${address.street}, ${deptLine(userId, letter)}`;

/** 'Doral, FL 33122' */
export const cityLine = (address: UsAddress) => `${address.city}, ${address.state} ${address.zip}`;

/** Portal spec §8, the client dashboard's empty states. */
export const dashboardMessages = {
  noApprovedInvoices: 'You do not currently have any approved invoices.',
  noPaidInvoices: 'You do not currently have any paid invoices.',
  noInvoices: 'There are currently no invoices associated with this account.',
  noOrders: 'You do not currently have any order history.',
} as const;
