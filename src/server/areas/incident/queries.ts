import { asc, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withinDays } from '../../db/nassau-days';
import { invoiceFees, invoiceManualItems, invoicePackages, invoices, orders, users } from '../../db/schema';
import { orderToInvoiceColumns } from '../invoices/service';

/** One array parameter rather than one parameter an id: a batch is 500 ids. */
const anyOf = (column: AnyColumn, ids: readonly number[]) => sql`${column} = any(${sql.param([...ids])}::int[])`;

/** The ids of the invoices created within the Nassau days, newest first: the report walks them in batches. */
export const invoiceIdsWithin = async (db: Db, from: string, to: string) =>
  (
    await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(withinDays(invoices.createdAt, from, to))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
  ).map((row) => row.id);

/** The invoices with what repricing them needs of their order, and their customer's name. */
export const invoicesToCheck = (db: Db, ids: readonly number[]) =>
  db
    .select({
      id: invoices.id,
      pseudoId: invoices.pseudoId,
      status: invoices.status,
      kind: invoices.kind,
      manualTaxId: invoices.manualTaxId,
      ratesDate: invoices.ratesDate,
      processingFeeCents: invoices.processingFeeCents,
      vatTotalCents: invoices.vatTotalCents,
      grandTotalCents: invoices.grandTotalCents,
      paidOn: invoices.paidOn,
      paymentType: invoices.paymentType,
      createdAt: invoices.createdAt,
      customer: users.fullName,
      order: orderToInvoiceColumns,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(anyOf(invoices.id, ids));
export type InvoiceToCheck = Awaited<ReturnType<typeof invoicesToCheck>>[number];

/** The storage days each invoice counted per package when it was generated. */
export const storedStorageDays = (db: Db, invoiceIds: readonly number[]) =>
  db
    .select({ invoiceId: invoicePackages.invoiceId, packageId: invoicePackages.packageId, days: invoicePackages.storageDays })
    .from(invoicePackages)
    .where(anyOf(invoicePackages.invoiceId, invoiceIds));

export const namedFeesOf = (db: Db, invoiceIds: readonly number[]) =>
  db
    .select({ invoiceId: invoiceFees.invoiceId, name: invoiceFees.name, amountCents: invoiceFees.amountCents })
    .from(invoiceFees)
    .where(anyOf(invoiceFees.invoiceId, invoiceIds))
    .orderBy(asc(invoiceFees.invoiceId), asc(invoiceFees.position));

export const manualItemsOf = (db: Db, invoiceIds: readonly number[]) =>
  db
    .select({ invoiceId: invoiceManualItems.invoiceId, quantity: invoiceManualItems.quantity, priceCents: invoiceManualItems.priceCents })
    .from(invoiceManualItems)
    .where(anyOf(invoiceManualItems.invoiceId, invoiceIds))
    .orderBy(asc(invoiceManualItems.invoiceId), asc(invoiceManualItems.position));
