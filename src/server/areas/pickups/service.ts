import { ErrorCode } from '../../../domain/errors';
import { pickupMessages, type PickupBody } from '../../../domain/pickups';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { findPickup, insertPickup, listPickupRows, lockPickupWrites, pickupExists, updatePickup, type PickupValues } from './queries';

/** Every pickup, or those matching the search, by name: the order form caches the whole list offline. */
export const listPickups = (db: Db, search: string) => listPickupRows(db, search);

const duplicate = () => new AppError(ErrorCode.CONFLICT, pickupMessages.duplicate, { name: pickupMessages.duplicate });

/** A blank phone or email is no phone or email. */
const valuesOf = (body: PickupBody): PickupValues => ({ name: body.name, address: body.address, phone: body.phone || null, email: body.email || null });

const checkUnique = async (db: Db, values: PickupValues, exceptId?: number) => {
  await lockPickupWrites(db);
  if (await pickupExists(db, values, exceptId)) throw duplicate();
};

export const createPickup = async (db: Db, body: PickupBody) => {
  const values = valuesOf(body);
  await checkUnique(db, values);
  return insertPickup(db, values);
};

/**
 * Replaces the pickup. Orders name it by id, so past orders show the new name too: an edit corrects
 * the business's details, it does not stand for another business.
 */
export const editPickup = async (db: Db, id: number, body: PickupBody) => {
  if (!(await findPickup(db, id))) throw notFound('Pickup');
  const values = valuesOf(body);
  await checkUnique(db, values, id);
  return (await updatePickup(db, id, values))!;
};
