import { isNewInvoice, type Invoice, type InvoiceRow, type InvoiceStatus, type InvoiceType, type manualInvoiceTypes } from '../../../domain/invoices';
import { centsToDollars } from '../../../domain/pricing';
import type { ShippingMethod } from '../../../domain/shipping-methods';
import type { CustomerInvoiceRow, InvoiceFound, InvoicePackageRow, InvoiceRecord } from './queries';

export type ManualParts = {
  tax: { id: number; description: string };
  items: readonly { description: string; quantity: number; priceCents: number }[];
};

export type InvoiceParts = {
  found: InvoiceFound;
  packages: readonly InvoicePackageRow[];
  fees: readonly { name: string; amountCents: number }[];
  manual: ManualParts | null;
  inCart: boolean;
};

const dollars = centsToDollars;
const timestamp = (at: Date | null) => (at ? at.toISOString() : null);

const presentPackage = ({ line, barcode, description }: InvoicePackageRow): Invoice['packages'][number] => ({
  id: line.packageId,
  barcode,
  description,
  actual_weight: line.actualLb,
  dimensional_weight: line.dimensionalLb,
  charged_weight: line.chargedWeight,
  shipping_rate: dollars(line.shippingRateCents),
  shipping_total: dollars(line.shippingTotalCents),
  value: dollars(line.valueCents),
  duty: dollars(line.dutyCents),
  levy: dollars(line.levyCents),
  hazard: dollars(line.hazardCents),
  fragile: dollars(line.fragileCents),
  overweight: dollars(line.overweightCents),
  storage: dollars(line.storageCents),
  storage_days: line.storageDays,
});

/** A card or online payment is what a card was charged; cash, check and bank charge no card. */
const cardCharged = (invoice: InvoiceRecord) =>
  invoice.status === 'paid' && (invoice.paymentType === 'card' || invoice.paymentType === 'online') ? dollars(invoice.grandTotalCents) : null;

/** GET /invoices/{id}: every stored line in dollars, and the sums the invoice page shows. */
export const presentInvoice = ({ found, packages, fees, manual, inCart }: InvoiceParts): Invoice => {
  const { invoice, customer } = found;
  const regVat = invoice.vatTotalCents - invoice.customsVatCents;
  return {
    id: invoice.id,
    pseudo_id: invoice.pseudoId,
    kind: invoice.kind as Invoice['kind'],
    status: invoice.status as InvoiceStatus,
    type: invoice.type as InvoiceType | null,
    payment_method: invoice.paymentType as InvoiceType | null,
    value: dollars(invoice.valueCents),
    created_at: invoice.createdAt.toISOString(),
    approved_at: timestamp(invoice.approvedAt),
    paid_on: timestamp(invoice.paidOn),
    rates_date: invoice.ratesDate,
    user: { id: customer.id, full_name: customer.fullName, account_type: customer.accountType, tin: customer.tin, email: customer.email },
    order: invoice.orderId,
    order_delivery: found.orderMethod as ShippingMethod,
    packages: packages.map(presentPackage),
    manual: manual && {
      type: invoice.manualType as (typeof manualInvoiceTypes)[number],
      tax: manual.tax,
      items: manual.items.map((item) => ({ description: item.description, quantity: item.quantity, price: dollars(item.priceCents) })),
    },
    shipping_subtotal: dollars(invoice.shippingSubtotalCents),
    shipping_total: dollars(invoice.shippingSubtotalCents + invoice.consolidationFeeCents + invoice.overweightFeeCents),
    consolidationFee: dollars(invoice.consolidationFeeCents),
    additional: dollars(invoice.overweightFeeCents),
    hazardFee: dollars(invoice.hazardFeeCents),
    fragileFee: dollars(invoice.fragileFeeCents),
    usPickupFee: dollars(invoice.usPickupFeeCents),
    storageFees: dollars(invoice.storageFeesCents),
    documentation_fee: dollars(invoice.documentationFeeCents),
    insurance: dollars(invoice.insuranceCents),
    duty_total: dollars(invoice.dutyTotalCents),
    levy_total: dollars(invoice.levyTotalCents),
    processing_fee: dollars(invoice.processingFeeCents),
    fees: fees.map((fee) => ({ name: fee.name, amount: dollars(fee.amountCents) })),
    fees_total: dollars(invoice.feesTotalCents),
    airFreightTax: dollars(invoice.freightTaxCents),
    freightVat: dollars(invoice.freightVatCents),
    customsVat: dollars(invoice.customsVatCents),
    feesVat: dollars(invoice.feesVatCents),
    vat_total: dollars(invoice.vatTotalCents),
    regVat: dollars(regVat),
    regTotal: dollars(invoice.regTotalCents),
    reimbursementVat: dollars(invoice.customsVatCents),
    reimbursementTotal: dollars(invoice.reimbursementTotalCents),
    convenienceFee: dollars(invoice.convenienceFeeCents),
    ccFees: dollars(invoice.ccFeeCents),
    ccValue: cardCharged(invoice),
    lastFourDigits: invoice.lastFourDigits,
    grandTotal: dollars(invoice.grandTotalCents),
    newInvoice: isNewInvoice(invoice.ratesDate),
    c13: packages.some((p) => p.c13),
    in_cart: inCart,
  };
};

export const presentInvoiceRow = ({ invoice, inCart }: CustomerInvoiceRow): InvoiceRow => ({
  id: invoice.id,
  pseudo_id: invoice.pseudoId,
  order: invoice.orderId,
  status: invoice.status as InvoiceStatus,
  type: invoice.type as InvoiceType | null,
  value: dollars(invoice.valueCents),
  grandTotal: dollars(invoice.grandTotalCents),
  created_at: invoice.createdAt.toISOString(),
  paid_on: timestamp(invoice.paidOn),
  in_cart: inCart,
});
