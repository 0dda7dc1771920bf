import { shipmentMessages, type NotifyResult } from '../../../domain/shipments';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import type { Mail } from '../../mail/mailer';
import { arrivalMails } from './arrival-mail';
import { lockLivePackage } from './mark-queries';
import { claimUnnotified, noticeLines, shipmentOfPackage } from './notify-queries';
import { findShipment, lockShipment, updateShipmentRow } from './queries';

type Notified = { result: NotifyResult; mails: Mail[] };

const noticesFor = async (db: Db, packageIds: readonly number[], publicUrl: string) => {
  const lines = await noticeLines(db, packageIds);
  return arrivalMails(lines, publicUrl);
};

/**
 * Tells every customer with a package in the shipment not yet notified that it arrived, one mail
 * each, and marks those packages. A repeat, a retry or a second press at the same moment finds
 * them marked and mails nobody.
 */
export const notifyShipment = async (db: Db, shipmentId: number, publicUrl: string): Promise<Notified> => {
  const shipment = await lockShipment(db, shipmentId);
  if (!shipment) throw notFound('Shipment');
  const claimed = await claimUnnotified(db, { shipmentId });
  // When notices last went out: a repeat that tells nobody leaves it as it was.
  const notifiedAt = claimed.length > 0 ? new Date() : shipment.notifiedAt;
  if (claimed.length > 0) await updateShipmentRow(db, shipmentId, { notifiedAt });
  const mails = await noticesFor(db, claimed, publicUrl);
  return { result: { customers: mails.length, packages: claimed.length, notified_at: notifiedAt?.toISOString() ?? null }, mails };
};

/** The one parcel's customer hears about that parcel, once. */
export const notifyParcel = async (db: Db, packageId: number, publicUrl: string): Promise<Notified> => {
  if (!(await lockLivePackage(db, packageId))) throw notFound('Package');
  const shipmentId = await shipmentOfPackage(db, packageId);
  if (shipmentId === undefined) throw conflict(shipmentMessages.notInShipment);
  const claimed = await claimUnnotified(db, { packageId });
  const mails = await noticesFor(db, claimed, publicUrl);
  const shipment = await findShipment(db, shipmentId);
  return { result: { customers: mails.length, packages: claimed.length, notified_at: shipment?.notifiedAt?.toISOString() ?? null }, mails };
};
