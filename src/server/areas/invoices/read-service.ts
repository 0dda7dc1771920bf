import type { AuthUser } from '../../../domain/auth';
import { isCustomerType } from '../../../domain/constants';
import { userInvoicesLimit, type Invoice, type InvoiceStatus } from '../../../domain/invoices';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { presentInvoice, presentInvoiceRow, type ManualParts } from './present';
import {
  customerInvoiceRows,
  feesOfInvoice,
  findAccount,
  findInvoice,
  findTaxDescription,
  isInCart,
  manualItemsOfInvoice,
  packagesOfInvoice,
  type InvoiceFound,
} from './queries';

const manualPartsOf = async (db: Db, { invoice }: InvoiceFound): Promise<ManualParts | null> => {
  if (invoice.kind !== 'manual' || invoice.manualTaxId === null) return null;
  const tax = await findTaxDescription(db, invoice.manualTaxId);
  return { tax: tax!, items: await manualItemsOfInvoice(db, invoice.id) };
};

/**
 * The invoice as GET /invoices/{id} shows it; in_cart is about `viewerId`'s own cart. One query
 * after another: after a change they share the request's one transaction connection.
 */
export const presentFound = async (db: Db, found: InvoiceFound, viewerId: number): Promise<Invoice> => {
  const id = found.invoice.id;
  const packages = await packagesOfInvoice(db, id);
  const fees = await feesOfInvoice(db, id);
  const manual = await manualPartsOf(db, found);
  return presentInvoice({ found, packages, fees, manual, inCart: await isInCart(db, viewerId, id) });
};

/** The invoice of a live order; a customer reads only their own (404 otherwise, as if it did not exist). */
export const findInvoiceFor = async (db: Db, viewer: AuthUser, id: number) => {
  const found = await findInvoice(db, id);
  if (!found || (isCustomerType(viewer.account_type) && found.invoice.userId !== viewer.id)) throw notFound('Invoice');
  return found;
};

export const getInvoiceForViewer = async (db: Db, viewer: AuthUser, id: number) => presentFound(db, await findInvoiceFor(db, viewer, id), viewer.id);

/** GET /users/{id}/invoices: the customer's latest invoices, newest first; 404 when the id is not a customer's. */
export const listUserInvoices = async (db: Db, viewer: AuthUser, userId: number, status: InvoiceStatus | undefined) => {
  const account = await findAccount(db, userId);
  if (!account || !isCustomerType(account.accountType)) throw notFound('Customer');
  return (await customerInvoiceRows(db, userId, viewer.id, status, userInvoicesLimit)).map(presentInvoiceRow);
};
