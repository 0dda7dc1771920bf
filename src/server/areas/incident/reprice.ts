import type { IncidentFigures } from '../../../domain/incident';
import { paymentFees, priceInvoice, type InvoiceInput, type InvoiceItemInput, type InvoiceType, type RateBook, type TaxCategoryRates } from '../../../domain/pricing';
import { businessToday } from '../../time';
import { invoiceInput, type ItemToPrice, type PackageToPrice } from '../invoices/service';
import type { InvoiceToCheck } from './queries';

/** What an invoice is priced from besides its order: everything stored about it, read for a whole batch. */
export type RepriceParts = {
  packages: readonly PackageToPrice[];
  /** Storage days per package as counted when the invoice was generated. */
  storedDays: ReadonlyMap<number, number>;
  itemsOf: (packageId: number) => readonly ItemToPrice[];
  fees: readonly { name: string; amountCents: number }[];
  manualItems: readonly { quantity: number; priceCents: number }[];
  category: (taxId: number | null) => TaxCategoryRates | undefined;
  bookOn: (date: string) => RateBook | undefined;
};

export type Repriced = { correct: IncidentFigures; problem: null } | { correct: null; problem: string };

const cannot = (problem: string): Repriced => ({ correct: null, problem });

class Unpriceable extends Error {}

const categoryOf = (parts: RepriceParts, taxId: number | null) => {
  const category = parts.category(taxId);
  if (!category) throw new Unpriceable(`Tax category ${taxId ?? '(none)'} is missing`);
  return category;
};

/**
 * The engine's input for a stored invoice, as generating it would build it: the order's packages
 * and method as they are now; the customs lines from the order's items, or for a manual invoice from
 * its stored purchase lines under its tax category on the first package; the stored named fees; and
 * each package's storage days as the invoice counted them (a package added since counts the days it
 * had waited when the invoice was made).
 */
const inputOf = (invoice: InvoiceToCheck, parts: RepriceParts): InvoiceInput => {
  const manual = invoice.kind === 'manual';
  const manualLines = (): InvoiceItemInput[] => {
    const category = categoryOf(parts, invoice.manualTaxId);
    return parts.manualItems.map((item) => ({ unit_price: item.priceCents, quantity: item.quantity, category, hazard: false, fragile: false }));
  };
  const itemsOf = (pkg: PackageToPrice, index: number): InvoiceItemInput[] => {
    if (manual) return index === 0 ? manualLines() : [];
    return parts.itemsOf(pkg.id).map((item) => ({
      unit_price: item.unitPriceCents,
      quantity: item.quantity,
      category: categoryOf(parts, item.taxId),
      hazard: item.hazard,
      fragile: item.fragile,
    }));
  };
  const input = invoiceInput(invoice.order, parts.packages, itemsOf, invoice.createdAt);
  return {
    ...input,
    packages: input.packages.map((pkg) => ({ ...pkg, storage_days: parts.storedDays.get(pkg.id) ?? pkg.storage_days })),
    fees: parts.fees.map((fee) => ({ name: fee.name, amount: fee.amountCents })),
  };
};

/**
 * The invoice's figures as the engine makes them again at the rates of its own rates date; a paid
 * invoice adds its payment's fees at the rates of the Nassau day it was paid, as paying did.
 */
export const repriceInvoice = (invoice: InvoiceToCheck, parts: RepriceParts): Repriced => {
  const book = parts.bookOn(invoice.ratesDate);
  if (!book) return cannot(`No rates were in force on ${invoice.ratesDate}`);
  if (parts.packages.length === 0) return cannot('The order has no packages to price');
  try {
    const lines = priceInvoice(inputOf(invoice, parts), book);
    let grand = lines.value;
    if (invoice.paidOn && invoice.paymentType) {
      const paidDay = businessToday(invoice.paidOn);
      const payBook = parts.bookOn(paidDay);
      if (!payBook) return cannot(`No rates were in force on ${paidDay}`);
      const fees = paymentFees(lines.value, invoice.paymentType as InvoiceType, payBook);
      grand += fees.convenience_fee + fees.cc_fee;
    }
    return { correct: { totalProcessing: lines.processing_fee, vatTotal: lines.vat_total, grand_total: grand }, problem: null };
  } catch (error) {
    if (error instanceof Unpriceable) return cannot(error.message);
    // The engine refuses sums past exact integers, as generating such an invoice would have been refused.
    if (error instanceof RangeError) return cannot('The amounts are too large to price');
    throw error;
  }
};
