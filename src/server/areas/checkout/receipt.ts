import { formatDollars, type Cents } from '../../../domain/pricing';
import type { Mail } from '../../mail/mailer';
import { portalLinks } from '../../mail/portal-links';

export type Receipt = {
  to: { email: string; firstName: string };
  invoices: readonly { pseudoId: string; valueCents: Cents }[];
  convenienceFeeCents: Cents;
  delivery: { date: string; time: string; costCents: Cents } | null;
  chargedCents: Cents;
  lastFour: string;
  reference: string;
  /** The product's address, for the link to the portal. */
  publicUrl: string;
};

/** The customer's receipt of a card checkout: what was paid and charged, the card by its last four digits only, and where the paid invoices are. */
export const receiptMail = (receipt: Receipt): Mail => ({
  to: receipt.to.email,
  subject: 'Your payment receipt',
  text: [
    `Dear ${receipt.to.firstName},`,
    '',
    'Thank you for your payment. We received:',
    ...receipt.invoices.map((invoice) => `  Invoice ${invoice.pseudoId}: ${formatDollars(invoice.valueCents)}`),
    `  Convenience fee: ${formatDollars(receipt.convenienceFeeCents)}`,
    ...(receipt.delivery ? [`  Delivery on ${receipt.delivery.date}, ${receipt.delivery.time}: ${formatDollars(receipt.delivery.costCents)}`] : []),
    '',
    `Total charged: ${formatDollars(receipt.chargedCents)}`,
    `Card ending in ${receipt.lastFour}`,
    `Reference: ${receipt.reference}`,
    '',
    `Your invoices and receipts: ${portalLinks(receipt.publicUrl).dashboard}`,
  ].join('\n'),
});
