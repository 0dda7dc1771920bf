import type { AuthUser } from '../../../domain/auth';
import { isCustomerType } from '../../../domain/constants';
import { mayReadShipments } from '../../../domain/shipments';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { isShipmentPath, isStoredPath, type FileStore } from '../../storage/file-store';
import { findShipmentFile, findStoredFile } from './queries';

/**
 * Portal spec §6: an invoice file of origin Customer is visible to its customer and to staff;
 * one of origin Manual only to special staff. Images (no origin) are for staff. Every other
 * file is answered as missing.
 */
const mayReadOrderFile = (user: AuthUser, file: { ownerId: number; origin: string | null }) => {
  if (isCustomerType(user.account_type)) return file.ownerId === user.id && file.origin === 'Customer';
  return file.origin !== 'Manual' || user.special;
};

/** A shipment's attachments are for those who may open the shipment (finance spec §6). */
const findReadable = async (db: Db, user: AuthUser, path: string) => {
  if (isShipmentPath(path)) return mayReadShipments(user.account_type) ? findShipmentFile(db, path) : undefined;
  const file = await findStoredFile(db, path);
  return file && mayReadOrderFile(user, file) ? file : undefined;
};

export const openStoredFile = async (db: Db, store: FileStore, user: AuthUser, path: string) => {
  if (!isStoredPath(path)) throw notFound('File');
  const file = await findReadable(db, user, path);
  if (!file) throw notFound('File');
  const size = await store.sizeOf(path);
  if (size === undefined) throw notFound('File');
  return { fileName: file.fileName, mimeType: file.mimeType, size, stream: store.read(path) };
};
