import { screens } from '../../../domain/access-screens';
import { invoiceTypeLabels, type InvoiceType } from '../../../domain/invoices';
import { formatMoney } from '../../components/display-format';

/** Notes, or the spec's 'N/A' when there are none (finance spec §2, EOD list pages). */
export const notesText = (notes: string | null) => (notes?.trim() ? notes : 'N/A');

/** An ending balance is counted at the close of the day; until then there is none. */
export const endingText = (ending: number | null) => (ending === null ? 'Not counted' : formatMoney(ending));

/** A payment's type as the invoice screens name it ('Cash'); a type this build does not know, as stored. */
export const paymentTypeText = (type: string) => invoiceTypeLabels[type as InvoiceType] ?? type;

/** Where cash or a check was taken; other payments have no branch. */
export const branchText = (branch: string | null) => branch ?? '—';

/** The invoice page of a transaction's invoice. */
export const invoicePath = (invoiceId: number) => screens['invoice.show'].path.replace(':id', String(invoiceId));
