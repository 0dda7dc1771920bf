import type { Invoice } from '../../../domain/invoices';
import type { InvoiceViewer } from './invoice-viewer';

export type InvoiceAction = 'approve' | 'unapprove' | 'pay' | 'fees' | 'type' | 'cart';

/**
 * What this viewer may do to the invoice now, in the order the buttons and the menu show them
 * (portal spec §4 and §6); the server refuses the same things, this only hides what would fail.
 * 'type' lets staff switch an unpaid invoice to Online when a customer asks (spec §8's message).
 */
export const invoiceActionsFor = (invoice: Invoice, viewer: InvoiceViewer): InvoiceAction[] => {
  const open = invoice.status !== 'paid';
  const available: Record<InvoiceAction, boolean> = {
    approve: viewer.isStaff && invoice.status === 'unpaid',
    unapprove: viewer.isStaff && invoice.status === 'approved',
    pay: viewer.isAdmin && invoice.status === 'approved',
    fees: viewer.isSpecial && open,
    type: viewer.isStaff && open,
    cart: (viewer.isStaff || viewer.isCustomer) && invoice.status === 'approved' && !invoice.in_cart,
  };
  return (Object.keys(available) as InvoiceAction[]).filter((action) => available[action]);
};

export const invoiceActionLabel = (action: InvoiceAction, invoice: Invoice) =>
  ({ approve: 'Approve', unapprove: 'Unapprove', pay: 'Pay', fees: 'Fees', type: invoice.type ? 'Change type' : 'Set type', cart: 'Add to cart' })[action];
