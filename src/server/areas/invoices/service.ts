import type { Db } from '../../db/client';
import { removeOrderInvoiceFromCarts } from './queries';

export { createManualInvoice, generateInvoice } from './generate-service';
export { approveInvoice, payInvoice, setInvoiceFees, setInvoiceType, unapproveInvoice } from './change-service';
export { getInvoiceForViewer, listUserInvoices } from './read-service';
export { rateBookFor } from './rate-book';
// The incident report reprices stored invoices from the same input as generating them.
export { invoiceInput } from './pricing-input';
export { itemsToPrice, orderToInvoiceColumns, packagesToPrice, type ItemToPrice, type OrderToInvoice, type PackageToPrice } from './generate-queries';
// Checkout pays a cart's invoices through the same path as an admin's payment.
export { recordPayment, type InvoiceToPay, type PaymentStamp } from './record-payment';

/** An order being deleted takes its invoice out of every cart, so nobody pays for it (the orders area calls this). */
export const withdrawOrderInvoice = async (db: Db, orderId: number) => {
  await removeOrderInvoiceFromCarts(db, orderId);
};
