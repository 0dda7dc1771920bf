import type { IncidentFigures, IncidentInvoice } from '../../../domain/incident';
import type { InvoiceStatus } from '../../../domain/invoices';
import type { Db } from '../../db/client';
import { businessToday } from '../../time';
import { itemsToPrice, packagesToPrice, type ItemToPrice, type PackageToPrice } from '../invoices/service';
import type { rateBooksReader } from '../rates/service';
import { taxCategoryRates } from '../taxes/service';
import { invoicesToCheck, manualItemsOf, namedFeesOf, storedStorageDays, type InvoiceToCheck } from './queries';
import { repriceInvoice } from './reprice';

export type CheckedInvoice = IncidentInvoice & { match: boolean };

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/** The rate book of a date, read once a request (rates service). */
export type RateBooks = Awaited<ReturnType<typeof rateBooksReader>>;

const storedOf = (invoice: InvoiceToCheck): IncidentFigures => ({
  totalProcessing: invoice.processingFeeCents,
  vatTotal: invoice.vatTotalCents,
  grand_total: invoice.grandTotalCents,
});

const differenceOf = (stored: IncidentFigures, correct: IncidentFigures): IncidentFigures => ({
  totalProcessing: correct.totalProcessing - stored.totalProcessing,
  vatTotal: correct.vatTotal - stored.vatTotal,
  grand_total: correct.grand_total - stored.grand_total,
});

const matches = (difference: IncidentFigures | null) => difference !== null && Object.values(difference).every((cents) => cents === 0);

/**
 * Reprices a batch of invoices, reading each kind of stored row once for the whole batch, and
 * answers them in the order of `ids` with their two sets; ids of no invoice are left out.
 */
export const checkInvoices = async (db: Db, ids: readonly number[], books: RateBooks): Promise<CheckedInvoice[]> => {
  if (ids.length === 0) return [];
  const found = await invoicesToCheck(db, ids);
  const invoiceIds = found.map((invoice) => invoice.id);
  const packages = groupBy<PackageToPrice, number>(await packagesToPrice(db, found.map((invoice) => invoice.order.id)), (pkg) => pkg.orderId);
  const items = groupBy<ItemToPrice, number>(await itemsToPrice(db, [...packages.values()].flat().map((pkg) => pkg.id)), (item) => item.packageId);
  const days = groupBy(await storedStorageDays(db, invoiceIds), (row) => row.invoiceId);
  const fees = groupBy(await namedFeesOf(db, invoiceIds), (row) => row.invoiceId);
  const manual = groupBy(await manualItemsOf(db, invoiceIds), (row) => row.invoiceId);
  const taxIds = [...[...items.values()].flat().map((item) => item.taxId), ...found.flatMap((invoice) => (invoice.manualTaxId === null ? [] : [invoice.manualTaxId]))];
  const categories = await taxCategoryRates(db, taxIds);

  const byId = new Map(
    found.map((invoice): [number, CheckedInvoice] => {
      const stored = storedOf(invoice);
      const repriced = repriceInvoice(invoice, {
        packages: packages.get(invoice.order.id) ?? [],
        storedDays: new Map((days.get(invoice.id) ?? []).map((row) => [row.packageId, row.days])),
        itemsOf: (packageId) => items.get(packageId) ?? [],
        fees: fees.get(invoice.id) ?? [],
        manualItems: manual.get(invoice.id) ?? [],
        category: (taxId) => (taxId === null ? undefined : categories.get(taxId)),
        bookOn: books,
      });
      const difference = repriced.correct && differenceOf(stored, repriced.correct);
      return [
        invoice.id,
        {
          id: invoice.id,
          pseudo_id: invoice.pseudoId,
          order_id: invoice.order.id,
          customer: invoice.customer,
          date: businessToday(invoice.createdAt),
          rates_date: invoice.ratesDate,
          status: invoice.status as InvoiceStatus,
          sets: [stored, repriced.correct],
          difference,
          problem: repriced.problem,
          match: matches(difference),
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
};
