import type { AuthUser } from '../../../domain/auth';
import { isCustomerType, warehouseStaff } from '../../../domain/constants';
import { mayReadShipments } from '../../../domain/shipments';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { isPrealertPath, isShipmentPath, isStoredPath, type FileStore } from '../../storage/file-store';
import { findPrealertFile, findShipmentFile, findStoredFile } from './queries';

/**
 * Portal spec §6: an invoice file of origin Customer is visible to its customer and to staff;
 * one of origin Manual only to special staff. Images (no origin) are for staff. Every other
 * file is answered as missing.
 */
const mayReadOrderFile = (user: AuthUser, file: { ownerId: number; origin: string | null }) => {
  if (isCustomerType(user.account_type)) return file.ownerId === user.id && file.origin === 'Customer';
  return file.origin !== 'Manual' || user.special;
};

/** A prealert's invoice is for its customer and for the staff who match prealerts (admin, worker, worker-v2). */
const mayReadPrealertFile = (user: AuthUser, file: { ownerId: number }) =>
  isCustomerType(user.account_type) ? file.ownerId === user.id : (warehouseStaff as readonly string[]).includes(user.account_type);

/** An order's file: a prealert's invoice, once an order has received it, is that order's upload. */
const findOrderFile = async (db: Db, user: AuthUser, path: string) => {
  const file = await findStoredFile(db, path);
  return file && mayReadOrderFile(user, file) ? file : undefined;
};

/** The file of a waiting prealert, or undefined when no prealert holds the path (any more). */
const findPrealertHeld = async (db: Db, user: AuthUser, path: string) => {
  const file = await findPrealertFile(db, path);
  if (!file?.fileName || !file.mimeType) return undefined;
  return { readable: mayReadPrealertFile(user, file), fileName: file.fileName, mimeType: file.mimeType };
};

/** A shipment's attachments are for those who may open the shipment (finance spec §6). */
const findReadable = async (db: Db, user: AuthUser, path: string) => {
  if (isShipmentPath(path)) return mayReadShipments(user.account_type) ? findShipmentFile(db, path) : undefined;
  const held = isPrealertPath(path) ? await findPrealertHeld(db, user, path) : undefined;
  if (held) return held.readable ? held : undefined;
  return findOrderFile(db, user, path);
};

export const openStoredFile = async (db: Db, store: FileStore, user: AuthUser, path: string) => {
  if (!isStoredPath(path)) throw notFound('File');
  const file = await findReadable(db, user, path);
  if (!file) throw notFound('File');
  const size = await store.sizeOf(path);
  if (size === undefined) throw notFound('File');
  return { fileName: file.fileName, mimeType: file.mimeType, size, stream: store.read(path) };
};
