import { pickupBranchOf } from '../../../domain/company';
import { shippingMethodLabels, shippingMethods, type ShippingMethod } from '../../../domain/shipping-methods';
import type { Db } from '../../db/client';
import type { Mail } from '../../mail/mailer';
import { portalLinks, updatesFooter } from '../../mail/portal-links';
import { receivedNotice, type ReceivedNotice } from './received-queries';

const methodName = (method: string) => ((shippingMethods as readonly string[]).includes(method) ? shippingMethodLabels[method as ShippingMethod] : method);

/**
 * "Package received in Miami": the order, each of its packages, and what happens next (the flight
 * or boat to Nassau, the arrival mail, the counter of the customer's branch).
 */
export const receivedMail = (notice: ReceivedNotice, publicUrl: string): Mail => {
  const { customer, parcels } = notice;
  const branch = pickupBranchOf(customer.locationId);
  const one = parcels.length === 1;
  return {
    to: customer.email,
    subject: `Order #${notice.id} received at our Miami warehouse`,
    text: [
      `Hello ${customer.firstName},`,
      '',
      `We received your order #${notice.id} from ${notice.vendor} at our Miami warehouse, ${one ? 'one package' : `${parcels.length} packages`}:`,
      ...parcels.map((parcel) => `- ${parcel.description} (package ${parcel.barcode}, ${parcel.weightLb} lb)`),
      '',
      `Next, ${one ? 'it travels' : 'they travel'} to Nassau by ${methodName(notice.method)}. We will email you when ${one ? 'it arrives' : 'they arrive'}; you collect ${one ? 'it' : 'them'} at our ${branch.name} counter, ${branch.street}, Nassau.`,
      '',
      `Your order: ${portalLinks(publicUrl).order(notice.id)}`,
      ...updatesFooter(publicUrl),
    ].join('\n'),
  };
};

/** The mail of a new order to its customer, once; none for a customer who turned such mail off. */
export const receivedMails = async (db: Db, orderId: number, publicUrl: string): Promise<Mail[]> => {
  const notice = await receivedNotice(db, orderId);
  return notice?.customer.mailUpdates ? [receivedMail(notice, publicUrl)] : [];
};
