import type { z } from 'zod';
import type { AuthUser } from '../../../domain/auth';
import { invoiceMessages, type zGenerateInvoiceQuery, type ManualInvoiceBody } from '../../../domain/invoices';
import { parseCents, priceInvoice, type InvoiceInput, type InvoiceItemInput, type RateBook, type TaxCategoryRates } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { pgErrorCode, pgErrorCodes } from '../../db/savepoint';
import { conflict, forbidden, invalid, notFound, type AppError } from '../../http/app-error';
import { businessToday } from '../../time';
import { taxCategoryRates } from '../taxes/service';
import { insertInvoice, invoiceOfOrder, itemsToPrice, lockOrderToInvoice, packagesToPrice, type NewManualItem, type OrderToInvoice } from './generate-queries';
import { chargeColumns, fitsColumns, packageColumns } from '../../db/invoice-rows';
import { invoiceInput } from './pricing-input';
import type { NewInvoice } from './queries';
import { rateBookFor } from './rate-book';

type GenerateQuery = z.output<typeof zGenerateInvoiceQuery>;

/** The constraint a refused statement broke; Drizzle wraps the pg error in `cause`. */
const brokenConstraint = (error: unknown): string | undefined => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
};

/** A live order, locked, that has no invoice yet: 404 when there is no such order, 409 when it is invoiced. */
const invoiceableOrder = async (db: Db, orderId: number) => {
  const order = await lockOrderToInvoice(db, orderId);
  if (!order) throw notFound('Order');
  if (await invoiceOfOrder(db, orderId)) throw conflict(invoiceMessages.alreadyInvoiced);
  return order;
};

/** The engine refuses a sum past exact integers (RangeError); such an order cannot be invoiced. */
const priceLines = (input: InvoiceInput, book: RateBook, tooLarge: () => AppError) => {
  try {
    return priceInvoice(input, book);
  } catch (error) {
    if (error instanceof RangeError) throw tooLarge();
    throw error;
  }
};

type Issue = { kind: Pick<NewInvoice, 'kind' | 'manualType' | 'manualTaxId'>; manualItems: readonly NewManualItem[]; tooLarge: () => AppError };

/**
 * Prices the order at the rates of the Nassau business day it was created and stores every line,
 * per invoice and per package. The order is locked and was found without an invoice; should a
 * second invoice for it reach the table anyway, its unique order index refuses it with the same 409.
 */
const issueInvoice = async (db: Db, caller: AuthUser, order: OrderToInvoice, input: InvoiceInput, issue: Issue) => {
  if (input.packages.length === 0) throw conflict(invoiceMessages.noPackages);
  const ratesDate = businessToday(order.createdAt);
  const lines = priceLines(input, await rateBookFor(db, ratesDate), issue.tooLarge);
  const columns = chargeColumns(lines);
  const packageRows = lines.packages.map((pkg, i) => packageColumns(pkg, input.packages[i]!.storage_days));
  if (!fitsColumns([columns, ...packageRows, ...issue.manualItems])) throw issue.tooLarge();
  try {
    return await insertInvoice(db, { orderId: order.id, userId: order.userId, createdBy: caller.id, ratesDate, ...columns, ...issue.kind }, packageRows, issue.manualItems);
  } catch (error) {
    if (pgErrorCode(error) === pgErrorCodes.uniqueViolation && brokenConstraint(error) === 'invoices_order_idx') throw conflict(invoiceMessages.alreadyInvoiced);
    throw error;
  }
};

const categoryOf = (categories: ReadonlyMap<number, TaxCategoryRates>, taxId: number) => {
  const category = categories.get(taxId);
  // items.tax_id references taxes, and a category in use cannot be deleted.
  if (!category) throw new Error(`Tax category ${taxId} of an order item is missing`);
  return category;
};

/** POST /invoices: the order's invoice from its own packages and items. */
export const generateInvoice = async (db: Db, caller: AuthUser, query: GenerateQuery) => {
  if (query.workerID !== undefined && query.workerID !== caller.id) throw forbidden(invoiceMessages.ownNameOnly);
  const order = await invoiceableOrder(db, query.orderID);
  if (!caller.special && !order.validUnitPrice) throw forbidden(invoiceMessages.lowUnitPrice);
  const packages = await packagesToPrice(db, [order.id]);
  const items = await itemsToPrice(db, packages.map((pkg) => pkg.id));
  const categories = await taxCategoryRates(db, items.map((item) => item.taxId));
  const itemsOf = (pkg: { id: number }): InvoiceItemInput[] =>
    items
      .filter((item) => item.packageId === pkg.id)
      .map((item) => ({ unit_price: item.unitPriceCents, quantity: item.quantity, category: categoryOf(categories, item.taxId), hazard: item.hazard, fragile: item.fragile }));
  const input = invoiceInput(order, packages, itemsOf, new Date());
  return issueInvoice(db, caller, order, input, { kind: { kind: 'generated' }, manualItems: [], tooLarge: () => conflict(invoiceMessages.tooLarge) });
};

/**
 * POST /orders/{id}/create-manual: the customs lines are the purchase a special user typed (an
 * Amazon or eBay order) under one tax category, put on the order's first package; freight, storage
 * and the other fees come from the order's packages as for a generated invoice. The purchase lines
 * carry no hazard or fragile mark, so a manual invoice has no hazard or fragile fee.
 */
export const createManualInvoice = async (db: Db, caller: AuthUser, orderId: number, body: ManualInvoiceBody) => {
  const order = await invoiceableOrder(db, orderId);
  const category = (await taxCategoryRates(db, [body.tax])).get(body.tax);
  if (!category) throw invalid({ tax: invoiceMessages.taxNotFound });
  const bought = body.items.map((item, i) => ({ position: i + 1, description: item.description, quantity: item.quantity, priceCents: parseCents(item.price) }));
  const customs = bought.map((item): InvoiceItemInput => ({ unit_price: item.priceCents, quantity: item.quantity, category, hazard: false, fragile: false }));
  const input = invoiceInput(order, await packagesToPrice(db, [order.id]), (_pkg, index) => (index === 0 ? customs : []), new Date());
  return issueInvoice(db, caller, order, input, {
    kind: { kind: 'manual', manualType: body.type, manualTaxId: body.tax },
    manualItems: bought,
    tooLarge: () => invalid({ items: invoiceMessages.tooLarge }),
  });
};
