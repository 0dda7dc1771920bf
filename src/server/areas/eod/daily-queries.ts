import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditPayments, invoices, locations, transactions, users } from '../../db/schema';
import { nassauDay, withinDays } from '../../db/nassau-days';

/*
 * A business day's money in three statements over the transactions' and CC payments' created_at
 * indexes: the payments by type and branch, the lines of the invoices they paid (each invoice
 * once, however many payments it had), and the CC payments. Sums are cents; `::int8` keeps a
 * busy day's sum exact where int4 would overflow.
 */
const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int8`.mapWith(Number);
const sumWhere = (column: AnyColumn, condition: SQL) => sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)::int8`.mapWith(Number);

const ofDay = (date: string) => withinDays(transactions.createdAt, date);

/** Branch ids as seeded (constants.ts `locations`): 1 Madeira, 2 Harbor Bay. */
export const dayPayments = async (db: Db, date: string) =>
  (
    await db
      .select({
        madeiraCash: sumWhere(transactions.amountCents, sql`${transactions.type} = 'cash' and ${transactions.locationId} = 1`),
        harborBayCash: sumWhere(transactions.amountCents, sql`${transactions.type} = 'cash' and ${transactions.locationId} = 2`),
        cash: sumWhere(transactions.amountCents, sql`${transactions.type} = 'cash'`),
        bank: sumWhere(transactions.amountCents, sql`${transactions.type} = 'bank'`),
        check: sumWhere(transactions.amountCents, sql`${transactions.type} = 'check'`),
        online: sumWhere(transactions.amountCents, sql`${transactions.type} = 'online'`),
        card: sumWhere(transactions.amountCents, sql`${transactions.type} = 'card'`),
        all: sumOf(transactions.amountCents),
        /** The invoices' processing fees row by row, as the transactions table shows them (the rule before the cut-off). */
        processingByRow: sumOf(invoices.processingFeeCents),
      })
      .from(transactions)
      .innerJoin(invoices, eq(invoices.id, transactions.invoiceId))
      .where(ofDay(date))
  )[0]!;
export type DayPayments = Awaited<ReturnType<typeof dayPayments>>;

/** The lines of the invoices paid that day, each invoice counted once. */
export const dayInvoiceLines = async (db: Db, date: string) => {
  const paidThatDay = db.selectDistinct({ id: transactions.invoiceId }).from(transactions).where(ofDay(date)).as('paid_that_day');
  return (
    await db
      .select({
        duty: sumOf(invoices.dutyTotalCents),
        levy: sumOf(invoices.levyTotalCents),
        overweight: sumOf(invoices.overweightFeeCents),
        overweightVat: sumOf(invoices.overweightVatCents),
        hazard: sumOf(invoices.hazardFeeCents),
        hazardVat: sumOf(invoices.hazardVatCents),
        fragile: sumOf(invoices.fragileFeeCents),
        fragileVat: sumOf(invoices.fragileVatCents),
        consolidation: sumOf(invoices.consolidationFeeCents),
        consolidationVat: sumOf(invoices.consolidationVatCents),
        fees: sumOf(invoices.feesTotalCents),
        feesVat: sumOf(invoices.feesVatCents),
        pickup: sumOf(invoices.usPickupFeeCents),
        pickupVat: sumOf(invoices.pickupVatCents),
        storage: sumOf(invoices.storageFeesCents),
        storageVat: sumOf(invoices.storageVatCents),
        freight: sumOf(invoices.shippingSubtotalCents),
        freightTax: sumOf(invoices.freightTaxCents),
        freightVat: sumOf(invoices.freightVatCents),
        documentation: sumOf(invoices.documentationFeeCents),
        documentationVat: sumOf(invoices.documentationVatCents),
        insurance: sumOf(invoices.insuranceCents),
        processing: sumOf(invoices.processingFeeCents),
        vat: sumOf(invoices.vatTotalCents),
        onlineFees: sumOf(invoices.convenienceFeeCents),
        cardFees: sumOf(invoices.ccFeeCents),
      })
      .from(paidThatDay)
      .innerJoin(invoices, eq(invoices.id, paidThatDay.id))
  )[0]!;
};
export type DayInvoiceLines = Awaited<ReturnType<typeof dayInvoiceLines>>;

export const dayCredits = async (db: Db, date: string) =>
  (
    await db
      .select({ total: sumOf(creditPayments.totalCents), processing: sumOf(creditPayments.processingFeeCents) })
      .from(creditPayments)
      .where(withinDays(creditPayments.createdAt, date))
  )[0]!;

/** The day's payments in the order they were taken, each with the lines of the invoice it paid. */
export const dayTransactions = (db: Db, date: string) =>
  db
    .select({
      id: transactions.id,
      type: transactions.type,
      pnp: transactions.pnp,
      branch: locations.name,
      invoiceId: invoices.id,
      invoicePseudoId: invoices.pseudoId,
      client: users.fullName,
      levyCents: invoices.levyTotalCents,
      dutyCents: invoices.dutyTotalCents,
      shippingCents: invoices.shippingSubtotalCents,
      vatCents: invoices.vatTotalCents,
      processingCents: invoices.processingFeeCents,
      amountCents: transactions.amountCents,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .innerJoin(invoices, eq(invoices.id, transactions.invoiceId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(locations, eq(locations.id, transactions.locationId))
    .where(ofDay(date))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
export type DayTransaction = Awaited<ReturnType<typeof dayTransactions>>[number];

/**
 * Payments from `first` to `last` (Nassau days, both included) summed by day, type and branch:
 * one range of transactions_created_at_idx, without the invoices. A branch is recorded only for
 * cash and checks, so cash by branch is the same split dayPayments makes.
 */
export const paymentsByDay = (db: Db, first: string, last: string) => {
  const day = nassauDay(transactions.createdAt);
  return db
    .select({ date: sql<string>`${day}::text`, type: transactions.type, branchId: transactions.locationId, cents: sumOf(transactions.amountCents) })
    .from(transactions)
    .where(withinDays(transactions.createdAt, first, last))
    .groupBy(day, transactions.type, transactions.locationId);
};
