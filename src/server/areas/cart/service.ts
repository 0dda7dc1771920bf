import { cartMessages, zCartItem, type Cart } from '../../../domain/cart';
import { isCustomerType } from '../../../domain/constants';
import { ErrorCode } from '../../../domain/errors';
import { centsToDollars, sumCents } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/app-error';
import { cartOwnerRow, cartRows, deleteCartItem, insertCartItem, shareLockInvoice, type CartRow } from './queries';

const typeOf = (type: string | null) => zCartItem.shape.type.parse(type);

const presentCart = (rows: readonly CartRow[]): Cart => ({
  data: rows.map((row) => ({
    id: row.id,
    pseudo_id: row.pseudoId,
    value: centsToDollars(row.valueCents),
    type: typeOf(row.type),
    order: row.orderId,
    user: { id: row.userId, full_name: row.fullName },
  })),
  total: centsToDollars(sumCents(rows.map((row) => row.valueCents))),
});

/** The access policy has let the caller name this cart; the owner must still exist. */
const ownerOf = async (db: Db, userId: number) => {
  const owner = await cartOwnerRow(db, userId);
  if (!owner) throw notFound('User');
  return owner;
};

export const getCart = async (db: Db, userId: number): Promise<Cart> => {
  const owner = await ownerOf(db, userId);
  return presentCart(await cartRows(db, owner.id));
};

/**
 * A customer's cart takes only their own approved online invoices (portal spec §2, §8); someone
 * else's is answered as missing, whoever adds it, so a customer's cart never shows another
 * customer's invoice. Staff pay their own cart at the counter, so it takes any approved unpaid
 * invoice whatever its type.
 */
export const addToCart = async (db: Db, userId: number, invoiceId: number): Promise<Cart> => {
  const owner = await ownerOf(db, userId);
  const forCustomer = isCustomerType(owner.accountType);
  const invoice = await shareLockInvoice(db, invoiceId);
  if (!invoice || (forCustomer && invoice.userId !== owner.id)) throw notFound('Invoice');
  if (invoice.status === 'paid') throw conflict(cartMessages.alreadyPaid);
  if (invoice.status !== 'approved') throw conflict(cartMessages.notApproved);
  if (forCustomer && invoice.type !== 'online') throw conflict(cartMessages.notOnline);
  await insertCartItem(db, owner.id, invoice.id);
  return presentCart(await cartRows(db, owner.id));
};

export const removeFromCart = async (db: Db, userId: number, invoiceId: number): Promise<Cart> => {
  const owner = await ownerOf(db, userId);
  if (!(await deleteCartItem(db, owner.id, invoiceId))) throw new AppError(ErrorCode.NOT_FOUND, 'This invoice is not in the cart.');
  return presentCart(await cartRows(db, owner.id));
};
