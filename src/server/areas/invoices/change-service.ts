import type { z } from 'zod';
import type { AuthUser } from '../../../domain/auth';
import { invoiceMessages, invoiceTypesFor, type InvoiceFeesBody, type InvoiceType, type zPayInvoiceQuery } from '../../../domain/invoices';
import { parseCents, repriceFees } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { conflict, forbidden, invalid, notFound } from '../../http/app-error';
import type { Mail } from '../../mail/mailer';
import { businessToday } from '../../time';
import { readyToPayMails, receiptMail } from './mails';
import { removeFromEveryCart } from './payment-queries';
import { findAccount, lockInvoice, removeFromCustomerCarts, replaceFees, updateInvoiceRow } from './queries';
import { chargeColumns, chargesOfRecord, fitsColumns } from '../../db/invoice-rows';
import { rateBookFor } from './rate-book';
import { findInvoiceFor, getInvoiceForViewer, presentFound } from './read-service';
import { recordPayment } from './record-payment';

type PayQuery = z.output<typeof zPayInvoiceQuery>;

const lockedInvoice = async (db: Db, id: number) => {
  const invoice = await lockInvoice(db, id);
  if (!invoice) throw notFound('Invoice');
  return invoice;
};

/** workerID, when sent, must be the caller: nothing is recorded under another user's name. */
const checkWorker = (caller: AuthUser, workerID: number | undefined) => {
  if (workerID !== undefined && workerID !== caller.id) throw forbidden(invoiceMessages.ownNameOnly);
};

/** The invoice as the change left it, and what the mails about the change are written from. */
const reread = async (db: Db, caller: AuthUser, id: number) => {
  const found = await findInvoiceFor(db, caller, id);
  return { found, invoice: await presentFound(db, found, caller.id) };
};

/** PUT /invoices/{id}: how the invoice is to be paid. Bank and online are an admin's to choose. */
export const setInvoiceType = async (db: Db, caller: AuthUser, id: number, type: InvoiceType) => {
  const invoice = await lockedInvoice(db, id);
  if (!invoiceTypesFor(caller.account_type === 'admin').includes(type)) throw forbidden(invoiceMessages.typeAdminOnly);
  if (invoice.status === 'paid') throw conflict(invoiceMessages.typePaid);
  await updateInvoiceRow(db, id, { type });
  if (invoice.type === 'online' && type !== 'online') await removeFromCustomerCarts(db, id);
  return getInvoiceForViewer(db, caller, id);
};

/**
 * unpaid → approved. Approving an approved invoice changes nothing; a paid one is 409. Approving an
 * online invoice tells the customer it can be paid from their cart.
 */
export const approveInvoice = async (db: Db, caller: AuthUser, id: number, workerID: number | undefined, publicUrl: string) => {
  checkWorker(caller, workerID);
  const invoice = await lockedInvoice(db, id);
  if (invoice.status === 'paid') throw conflict(invoiceMessages.approvePaid);
  const approving = invoice.status === 'unpaid';
  if (approving) await updateInvoiceRow(db, id, { status: 'approved', approvedAt: new Date(), approvedBy: caller.id });
  const { found, invoice: approved } = await reread(db, caller, id);
  const mails: Mail[] = approving && invoice.type === 'online' ? readyToPayMails(found, publicUrl) : [];
  return { invoice: approved, mails };
};

/** approved → unpaid, out of every cart. Unapproving an unpaid invoice changes nothing; a paid one is 409. */
export const unapproveInvoice = async (db: Db, caller: AuthUser, id: number, workerID: number | undefined) => {
  checkWorker(caller, workerID);
  const invoice = await lockedInvoice(db, id);
  if (invoice.status === 'paid') throw conflict(invoiceMessages.unapprovePaid);
  if (invoice.status === 'approved') {
    await updateInvoiceRow(db, id, { status: 'unpaid', approvedAt: null, approvedBy: null });
    await removeFromEveryCart(db, [id]);
  }
  return getInvoiceForViewer(db, caller, id);
};

/**
 * An admin takes payment for an approved invoice: its payment fee at today's rates, one
 * transaction (cash and checks at `branch`, by default the admin's own location), and a receipt
 * to the customer once committed.
 */
export const payInvoice = async (db: Db, caller: AuthUser, id: number, query: PayQuery, publicUrl: string) => {
  const invoice = await lockedInvoice(db, id);
  if (invoice.status === 'paid') throw conflict(invoiceMessages.alreadyPaid);
  if (invoice.status !== 'approved') throw conflict(invoiceMessages.payNotApproved);
  const book = await rateBookFor(db, businessToday());
  const branch = query.branch ?? (await findAccount(db, caller.id))!.locationId;
  const stamp = { type: query.type, paidBy: caller.id, paidOn: new Date(), lastFour: null, pnp: null, locationId: branch, cardPaymentId: null };
  await recordPayment(db, [{ id, valueCents: invoice.valueCents }], stamp, book);
  const { found, invoice: paid } = await reread(db, caller, id);
  return { invoice: paid, mails: [receiptMail(found, publicUrl)] };
};

/**
 * The named fees, replaced as a whole while the invoice is unpaid or approved. The fees and their
 * VAT are priced at the invoice's own rates date, every other line stays as it was priced, and the
 * totals follow.
 */
export const setInvoiceFees = async (db: Db, caller: AuthUser, id: number, body: InvoiceFeesBody) => {
  const invoice = await lockedInvoice(db, id);
  if (invoice.status === 'paid') throw conflict(invoiceMessages.feesPaid);
  const fees = body.fees.map((fee) => ({ name: fee.name, amount: parseCents(fee.amount) }));
  const charges = chargesOfRecord(invoice);
  const columns = chargeColumns({ ...charges, ...repriceFees(charges, fees, await rateBookFor(db, invoice.ratesDate)) });
  if (!fitsColumns([columns])) throw invalid({ fees: invoiceMessages.tooLarge });
  await replaceFees(db, id, fees.map((fee) => ({ name: fee.name, amountCents: fee.amount })));
  await updateInvoiceRow(db, id, columns);
  return getInvoiceForViewer(db, caller, id);
};
