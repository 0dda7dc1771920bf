import { ErrorCode } from '../../../domain/errors';
import { officeMessages, type OfficeBody } from '../../../domain/offices';
import type { Db } from '../../db/client';
import { inSavepoint, pgErrorCode, pgErrorCodes } from '../../db/savepoint';
import { AppError, notFound } from '../../http/app-error';
import { deleteOfficeRow, findOffice, insertOffice, listOffices, officeNumberTaken, updateOffice, type OfficeValues } from './queries';

export { listOffices };

const numberTaken = () => new AppError(ErrorCode.CONFLICT, officeMessages.numberTaken, { number: officeMessages.numberTaken });

const valuesOf = (body: OfficeBody): OfficeValues => ({ number: body.number, locationId: body.location_id ?? null });

/** The check gives the clear answer; the unique index still decides when two admins race. */
const saveUnique = async <T>(db: Db, number: string, exceptId: number | undefined, save: () => Promise<T>) => {
  if (await officeNumberTaken(db, number, exceptId)) throw numberTaken();
  try {
    return await inSavepoint(db, save);
  } catch (error) {
    if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw numberTaken();
    throw error;
  }
};

export const createOffice = (db: Db, body: OfficeBody) => saveUnique(db, body.number, undefined, () => insertOffice(db, valuesOf(body)));

export const editOffice = async (db: Db, id: number, body: OfficeBody) => {
  if (!(await findOffice(db, id))) throw notFound('Office');
  return (await saveUnique(db, body.number, id, () => updateOffice(db, id, valuesOf(body))))!;
};

export const deleteOffice = async (db: Db, id: number) => {
  const deleted = await deleteOfficeRow(db, id);
  if (!deleted) throw notFound('Office');
  return deleted;
};
