import { businessTimeZone } from '../../../domain/constants';
import { invoiceTypeLabels, type InvoiceType } from '../../../domain/invoices';
import { formatDollars } from '../../../domain/pricing';
import type { Mail } from '../../mail/mailer';
import { portalLinks, updatesFooter } from '../../mail/portal-links';
import type { InvoiceFound } from './queries';

const linkTo = (id: number, publicUrl: string) => portalLinks(publicUrl).invoice(id);
const day = (at: Date) => at.toLocaleDateString('en-US', { timeZone: businessTimeZone, dateStyle: 'long' });

/** An approved online invoice can be paid from the customer's cart: the customer is told where. */
const readyToPayMail = ({ invoice, customer }: InvoiceFound, publicUrl: string): Mail => ({
  to: customer.email,
  subject: `Invoice #${invoice.pseudoId} is ready to pay`,
  text: [
    `Hello ${customer.firstName},`,
    '',
    `Your invoice #${invoice.pseudoId} for order #${invoice.orderId} comes to ${formatDollars(invoice.valueCents)} and is ready to pay online.`,
    `Open it and add it to your cart at ${linkTo(invoice.id, publicUrl)}`,
    ...updatesFooter(publicUrl),
  ].join('\n'),
});

/** The ready-to-pay mail, unless the customer turned such mail off (receipts go regardless). */
export const readyToPayMails = (found: InvoiceFound, publicUrl: string): Mail[] => (found.customer.mailUpdates ? [readyToPayMail(found, publicUrl)] : []);

/** The receipt of a payment recorded by an admin: the amounts and the day, never anything of a card. */
export const receiptMail = ({ invoice, customer }: InvoiceFound, publicUrl: string): Mail => ({
  to: customer.email,
  subject: `Receipt for invoice #${invoice.pseudoId}`,
  text: [
    `Hello ${customer.firstName},`,
    '',
    `We received your payment for invoice #${invoice.pseudoId} (order #${invoice.orderId}) on ${invoice.paidOn ? day(invoice.paidOn) : ''}.`,
    '',
    `Invoice amount: ${formatDollars(invoice.valueCents)}`,
    ...(invoice.convenienceFeeCents > 0 ? [`Convenience fee: ${formatDollars(invoice.convenienceFeeCents)}`] : []),
    ...(invoice.ccFeeCents > 0 ? [`Card fee: ${formatDollars(invoice.ccFeeCents)}`] : []),
    `Total paid: ${formatDollars(invoice.grandTotalCents)}`,
    `Paid by: ${invoiceTypeLabels[invoice.paymentType as InvoiceType]}`,
    '',
    `Your invoice: ${linkTo(invoice.id, publicUrl)}`,
  ].join('\n'),
});
