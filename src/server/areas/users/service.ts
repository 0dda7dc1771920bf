import { isCustomerType, staffTypes, type AccountType } from '../../../domain/constants';
import type { AuthUser } from '../../../domain/auth';
import {
  selfRegistrationTypes,
  userMessages,
  type CreateWorkerBody,
  type RegisterBody,
  type UpdateUserData,
} from '../../../domain/users';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, invalid, notFound } from '../../http/app-error';
import { ErrorCode } from '../../../domain/errors';
import { hashPassword } from '../../passwords';
import { emailTakenByOther, findUserByEmail, findUserById, insertUser, referencesExist, updateUser, type UserRow } from './queries';

/** The account behind an email, whatever its case; auth uses it to sign in and to mail reset links. */
export const findAccountByEmail = (db: Db, email: string) => findUserByEmail(db, email);

const isStaffType = (type: AccountType) => (staffTypes as readonly string[]).includes(type);

/** `prefix` names the body's wrapper, so service errors use the same field paths as schema errors. */
const checkReferences = async (db: Db, locationId: number, islandId: number, prefix = '') => {
  const found = await referencesExist(db, locationId, islandId);
  const fields: Record<string, string> = {};
  if (!found.location) fields[`${prefix}location`] = 'Location is required';
  if (!found.island) fields[`${prefix}island`] = 'Island is required';
  if (Object.keys(fields).length > 0) throw invalid(fields);
};

const createAccount = async (db: Db, body: RegisterBody | CreateWorkerBody, registrationMessage: string) => {
  await checkReferences(db, body.location, body.island);
  if (await findUserByEmail(db, body.email)) throw new AppError(ErrorCode.CONFLICT, registrationMessage, { email: userMessages.emailTaken });
  return insertUser(db, {
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    accountType: body.account_type,
    locationId: body.location,
    islandId: body.island,
    homePhone: body.home_phone ?? null,
    mobilePhone: body.mobile_phone ?? null,
    notes: body.notes ?? null,
    tin: body.account_type === 'business' ? (body.tin ?? null) : null,
    passwordHash: await hashPassword(body.password),
  });
};

/** Guests register as personal or business; an admin may create an account of any type. */
export const registerUser = async (db: Db, caller: AuthUser | null, body: RegisterBody) => {
  const allowed = caller?.account_type === 'admin' || (selfRegistrationTypes as readonly string[]).includes(body.account_type);
  if (!allowed) throw forbidden('Only an admin may create staff accounts.');
  return createAccount(db, body, userMessages.registrationFailed);
};

export const createWorker = (db: Db, body: CreateWorkerBody) => createAccount(db, body, userMessages.emailTaken);

const changesPrivilege = (target: UserRow, data: UpdateUserData) =>
  (data.account_type !== undefined && data.account_type !== target.accountType) ||
  (data.flagged !== undefined && Boolean(data.flagged) !== target.flagged) ||
  (data.special !== undefined && data.special !== target.special);

/** Profile edit by the user themself, or any edit by an admin (the access policy allows only those two). */
export const updateProfile = async (db: Db, caller: AuthUser, id: number, data: UpdateUserData) => {
  const target = await findUserById(db, id);
  if (!target) throw notFound('User');
  const isAdmin = caller.account_type === 'admin';
  if (!isAdmin && changesPrivilege(target, data)) throw forbidden('You cannot change your own account type, flag or special status.');
  const nextType = data.account_type ?? target.accountType;
  if (isStaffType(nextType) && !data.mobile_phone) throw invalid({ 'data.mobile_phone': 'Mobile Phone is required' });
  await checkReferences(db, data.location, data.island ?? target.islandId, 'data.');
  if (await emailTakenByOther(db, data.email, id)) throw new AppError(ErrorCode.CONFLICT, userMessages.emailTaken, { 'data.email': userMessages.emailTaken });
  const updated = await updateUser(db, id, {
    firstName: data.first_name,
    lastName: data.last_name,
    email: data.email,
    locationId: data.location,
    islandId: data.island ?? target.islandId,
    homePhone: data.home_phone === undefined ? target.homePhone : data.home_phone,
    mobilePhone: data.mobile_phone === undefined ? target.mobilePhone : data.mobile_phone,
    notes: data.notes === undefined ? target.notes : data.notes,
    tin: nextType === 'business' ? (data.tin === undefined ? target.tin : data.tin) : null,
    accountType: nextType,
    flagged: data.flagged === undefined ? target.flagged : Boolean(data.flagged),
    special: data.special ?? target.special,
    ...(data.password ? { passwordHash: await hashPassword(data.password) } : {}),
  });
  return updated!;
};

const findCustomer = async (db: Db, id: number) => {
  const row = await findUserById(db, id);
  if (!row || !isCustomerType(row.accountType)) throw notFound('Customer');
  return row;
};

export const getCustomer = findCustomer;

/** Any account by id; the access policy lets only the user themself or an admin this far (My Account). */
export const getUser = async (db: Db, id: number) => {
  const row = await findUserById(db, id);
  if (!row) throw notFound('User');
  return row;
};

export const toggleFlag = async (db: Db, id: number) => {
  const customer = await findCustomer(db, id);
  return (await updateUser(db, id, { flagged: !customer.flagged }))!;
};

export const retireWorker = async (db: Db, caller: AuthUser, id: number) => {
  const worker = await findUserById(db, id);
  if (!worker || !isStaffType(worker.accountType)) throw notFound('Worker');
  if (worker.id === caller.id) throw conflict('You cannot retire your own account.');
  if (worker.retiredAt) throw conflict('This worker is already retired.');
  return (await updateUser(db, id, { retiredAt: new Date() }))!;
};

