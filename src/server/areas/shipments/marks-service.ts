import type { AuthUser } from '../../../domain/auth';
import { centsToDollars } from '../../../domain/pricing';
import { shipmentMessages } from '../../../domain/shipments';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { findQbEntry, insertQbEntry, invoicedLinesOf, lockLivePackage, markC13, unmarkC13 } from './mark-queries';

const livePackage = async (db: Db, id: number) => {
  if (!(await lockLivePackage(db, id))) throw notFound('Package');
};

/** Adding a flag twice or removing it twice leaves it as asked: the answer says where it stands. */
export const setC13 = async (db: Db, user: AuthUser, packageId: number, c13: boolean) => {
  await livePackage(db, packageId);
  await (c13 ? markC13(db, packageId, user.id) : unmarkC13(db, packageId));
  return { id: packageId, c13 };
};

/**
 * Records that the package went into QuickBooks on `date`, with its own lines of the paid invoice
 * (freight, duty, levy and its fees) as the value. Only once the invoice is paid, and only once.
 */
export const addQbEntry = async (db: Db, user: AuthUser, packageId: number, date: string) => {
  await livePackage(db, packageId);
  const lines = await invoicedLinesOf(db, packageId);
  if (lines?.status !== 'paid') throw conflict(shipmentMessages.qbNotPaid);
  if (await findQbEntry(db, packageId)) throw conflict(shipmentMessages.qbExists);
  const entry = await insertQbEntry(db, { packageId, valueCents: lines.valueCents, entryDate: date, createdBy: user.id });
  return { id: packageId, qb: { value: centsToDollars(entry.valueCents), date: entry.entryDate } };
};
