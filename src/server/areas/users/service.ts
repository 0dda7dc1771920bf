import { customersPageSize, isCustomerType, staffTypes, workersListLimit, type AccountType } from '../../../domain/constants';
import type { AuthUser } from '../../../domain/auth';
import {
  selfRegistrationTypes,
  userMessages,
  type CreateWorkerBody,
  type Customer,
  type RegisterBody,
  type UpdateUserData,
  type Worker,
} from '../../../domain/users';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, invalid, notFound } from '../../http/app-error';
import { ErrorCode } from '../../../domain/errors';
import type { Session } from '../../http/tokens';
import type { Mail } from '../../mail/mailer';
import { hashPassword, verifyPassword } from '../../passwords';
import { pageOffset, paginationOf } from '../paging';
import { changeNotices, type AccountChanges } from './change-notices';
import { presentCustomer, presentWorker } from './present';
import {
  emailTakenByOther,
  endOtherSessions,
  findUserByEmail,
  findUserById,
  insertUser,
  listCustomerOptions,
  pageCustomers,
  referencesExist,
  searchWorkers,
  updateUser,
  type UserRow,
} from './queries';

/** The account behind an email, whatever its case; auth uses it to sign in and to mail reset links. */
export const findAccountByEmail = (db: Db, email: string) => findUserByEmail(db, email);

/** A password set from a reset link: the link's holder may be the owner locked out or someone else in, so every session ends. */
export const resetAccountPassword = async (db: Db, id: number, password: string) => {
  await updateUser(db, id, { passwordHash: await hashPassword(password), ...endOtherSessions(null) });
};

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
export const registerUser = async (db: Db, caller: AuthUser | null, body: RegisterBody): Promise<Customer> => {
  const allowed = caller?.account_type === 'admin' || (selfRegistrationTypes as readonly string[]).includes(body.account_type);
  if (!allowed) throw forbidden('Only an admin may create staff accounts.');
  return presentCustomer(await createAccount(db, body, userMessages.registrationFailed));
};

export const createWorker = async (db: Db, body: CreateWorkerBody): Promise<Worker> => presentWorker(await createAccount(db, body, userMessages.emailTaken));

const changesPrivilege = (target: UserRow, data: UpdateUserData) =>
  (data.account_type !== undefined && data.account_type !== target.accountType) ||
  (data.flagged !== undefined && Boolean(data.flagged) !== target.flagged) ||
  (data.special !== undefined && data.special !== target.special);

/**
 * The mails a customer may turn off (received, arrived, ready to pay) are theirs to choose: staff
 * accounts get none of them, and an admin editing a customer may send the choice back unchanged
 * but not change it.
 */
const checkMailChoice = (caller: AuthUser, target: UserRow, nextType: AccountType, choice: boolean | undefined) => {
  if (choice === undefined) return;
  if (isStaffType(nextType)) throw invalid({ 'data.mail_updates': userMessages.mailUpdatesCustomersOnly });
  if (caller.id !== target.id && choice !== target.mailUpdates) throw forbidden(userMessages.mailUpdatesOwnOnly);
};

/** A stolen session alone must not be enough to lock the owner out: their own email or password change needs the current password. */
const confirmCurrentPassword = async (target: UserRow, currentPassword: string | null | undefined) => {
  const field = 'data.current_password';
  if (!currentPassword) throw invalid({ [field]: userMessages.currentPasswordRequired }, userMessages.currentPasswordRequired);
  if (!(await verifyPassword(target.passwordHash, currentPassword))) throw invalid({ [field]: userMessages.currentPasswordWrong }, userMessages.currentPasswordWrong);
};

/**
 * Profile edit by the user themself, or any edit by an admin (the access policy allows only those
 * two). A new password ends every session of the user signed before it, but the one that made the
 * change itself (an admin's change keeps none of the user's). Answers the notices the owner must
 * get once the change has committed.
 */
export const updateProfile = async (
  db: Db,
  caller: AuthUser,
  session: Session | null,
  id: number,
  data: UpdateUserData,
  publicUrl: string,
): Promise<{ user: Customer; notices: Mail[] }> => {
  const target = await findUserById(db, id);
  if (!target) throw notFound('User');
  const isAdmin = caller.account_type === 'admin';
  if (!isAdmin && changesPrivilege(target, data)) throw forbidden('You cannot change your own account type, flag or special status.');
  const changes: AccountChanges = {
    password: Boolean(data.password),
    previousEmail: data.email.toLowerCase() === target.email.toLowerCase() ? null : target.email,
  };
  const ownAccount = caller.id === id;
  if (ownAccount && (changes.password || changes.previousEmail)) await confirmCurrentPassword(target, data.current_password);
  const nextType = data.account_type ?? target.accountType;
  if (isStaffType(nextType) && !data.mobile_phone) throw invalid({ 'data.mobile_phone': 'Mobile Phone is required' });
  checkMailChoice(caller, target, nextType, data.mail_updates);
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
    mailUpdates: data.mail_updates ?? target.mailUpdates,
    ...(data.password ? { passwordHash: await hashPassword(data.password), ...endOtherSessions(ownAccount ? session : null) } : {}),
  });
  return { user: presentCustomer(updated!), notices: changeNotices(updated!, changes, publicUrl) };
};

const findCustomer = async (db: Db, id: number) => {
  const row = await findUserById(db, id);
  if (!row || !isCustomerType(row.accountType)) throw notFound('Customer');
  return row;
};

export const getCustomer = async (db: Db, id: number): Promise<Customer> => presentCustomer(await findCustomer(db, id));

/** Any account by id; the access policy lets only the user themself or an admin this far (My Account). */
export const getUser = async (db: Db, id: number): Promise<Customer> => {
  const row = await findUserById(db, id);
  if (!row) throw notFound('User');
  return presentCustomer(row);
};

export const toggleFlag = async (db: Db, id: number): Promise<Customer> => {
  const customer = await findCustomer(db, id);
  return presentCustomer((await updateUser(db, id, { flagged: !customer.flagged }))!);
};

export const retireWorker = async (db: Db, caller: AuthUser, id: number): Promise<Worker> => {
  const worker = await findUserById(db, id);
  if (!worker || !isStaffType(worker.accountType)) throw notFound('Worker');
  if (worker.id === caller.id) throw conflict('You cannot retire your own account.');
  if (worker.retiredAt) throw conflict('This worker is already retired.');
  return presentWorker((await updateUser(db, id, { retiredAt: new Date() }))!);
};

/** The order form's customer search, compact rows; the app caches the whole list offline. */
export const listCustomers = (db: Db, search: string, limit: number | undefined) => listCustomerOptions(db, search, limit);

/** The Customers screen: cards of customers whose name, email or Dept # matches the key, a page at a time. */
export const listCustomersPage = async (db: Db, page: number, key: string) => {
  const { rows, total } = await pageCustomers(db, key, customersPageSize, pageOffset(page, customersPageSize));
  return { data: rows.map(presentCustomer), meta: { pagination: paginationOf(page, total, customersPageSize) } };
};

/** Staff accounts matching the search, active ones first. */
export const listWorkers = async (db: Db, search: string) => (await searchWorkers(db, search, workersListLimit)).map(presentWorker);

