import type { OldOrderRow } from '../../../domain/old-orders';
import { formatDay } from '../../components/display-format';

/** Has invoice, in one word: paid says more than yes, since a paid order cannot be sold. */
export const invoiceWord = (row: OldOrderRow) => (!row.hasInvoice ? 'No' : row.invoicePaid ? 'Paid' : 'Yes');

export const invoiceCreatedText = (row: OldOrderRow) => (row.invoiceCreated ? formatDay(row.invoiceCreated) : '—');

/** Where the goods that have waited longest are, and since when; goods never scanned have no place yet. */
export const waitingPlace = (row: OldOrderRow) => row.location ?? 'Not scanned yet';
export const waitingSince = (row: OldOrderRow) => (row.since ? `since ${formatDay(row.since)}` : null);

export const packagesText = (count: number) => `${count} ${count === 1 ? 'package' : 'packages'}`;
