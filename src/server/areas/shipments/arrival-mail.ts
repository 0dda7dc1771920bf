import { pickupBranchOf } from '../../../domain/company';
import { formatDollars } from '../../../domain/pricing';
import type { Mail } from '../../mail/mailer';
import { portalLinks, updatesFooter } from '../../mail/portal-links';
import type { NoticeLine } from './notify-queries';

type Invoice = NonNullable<NoticeLine['invoice']>;

/** What is still to pay: each unpaid invoice of the notice once, however many of its packages arrived. */
const amountDue = (lines: readonly NoticeLine[], publicUrl: string) => {
  const unpaid = new Map<number, Invoice>();
  for (const { invoice } of lines) if (invoice?.id != null && invoice.status !== 'paid') unpaid.set(invoice.id, invoice);
  const invoiced = lines.filter((line) => line.invoice?.id != null).length;
  const due = [...unpaid.values()].map((invoice) => `Invoice #${invoice.pseudoId}: ${formatDollars(invoice.valueCents)} due, ${portalLinks(publicUrl).invoice(invoice.id)}`);
  const notYet = invoiced < lines.length ? ['Your invoice for the rest will follow; we will tell you the amount before you collect.'] : [];
  if (due.length === 0 && notYet.length === 0) return ['Everything here is paid.'];
  return [...due, ...notYet];
};

/**
 * One customer's arrival notice for the packages of theirs this call marked: what came, where to
 * collect it, what is due, and where to pay.
 */
export const arrivalMail = (lines: readonly NoticeLine[], publicUrl: string): Mail => {
  const { customer } = lines[0]!;
  const branch = pickupBranchOf(customer.locationId);
  const count = lines.length === 1 ? 'Your package has' : `Your ${lines.length} packages have`;
  return {
    to: customer.email,
    subject: lines.length === 1 ? 'Your package has arrived in Nassau' : `Your ${lines.length} packages have arrived in Nassau`,
    text: [
      `Hello ${customer.firstName},`,
      '',
      `${count} arrived in Nassau:`,
      ...lines.map((line) => `- ${line.description} (order #${line.orderId}, package ${line.barcode})`),
      '',
      `Collect at our ${branch.name} counter, ${branch.street}, Nassau, once it is ready for pickup.`,
      '',
      ...amountDue(lines, publicUrl),
      ...updatesFooter(publicUrl),
    ].join('\n'),
  };
};

/**
 * One notice per customer, in the order the lines come (by customer); none for a customer who
 * turned such mail off (their packages count as notified all the same: the notice went out).
 */
export const arrivalMails = (lines: readonly NoticeLine[], publicUrl: string): Mail[] => {
  const byCustomer = new Map<number, NoticeLine[]>();
  for (const line of lines) if (line.customer.mailUpdates) byCustomer.set(line.customer.id, [...(byCustomer.get(line.customer.id) ?? []), line]);
  return [...byCustomer.values()].map((customerLines) => arrivalMail(customerLines, publicUrl));
};
