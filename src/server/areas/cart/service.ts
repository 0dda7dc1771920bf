import { cartMessages, zCartItem, type Cart } from '../../../domain/cart';
import { isCustomerType } from '../../../domain/constants';
import { ErrorCode } from '../../../domain/errors';
import { retailMessages } from '../../../domain/retail';
import { centsToDollars, sumCents } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/app-error';
import { cartOwnerRow, cartRows, deleteCartItem, insertCartItem, shareLockInvoice, type CartRow } from './queries';

const typeOf = (type: string | null) => zCartItem.shape.type.parse(type);

type Owner = NonNullable<Awaited<ReturnType<typeof cartOwnerRow>>>;

/**
 * An order for sale in a customer's cart is being bought by them, by card: its line names the
 * buyer, never the customer it is bought from, and is online, as checkout pays it (with the
 * convenience fee), whatever the type its first customer was to pay it by.
 */
const presentLine = (owner: Owner, row: CartRow) => {
  const buying = isCustomerType(owner.accountType) && (row.onSale || row.userId !== owner.id);
  return {
    id: row.id,
    pseudo_id: row.pseudoId,
    value: centsToDollars(row.valueCents),
    type: buying ? ('online' as const) : typeOf(row.type),
    order: row.orderId,
    user: buying ? { id: owner.id, full_name: owner.fullName } : { id: row.userId, full_name: row.fullName },
    for_sale: buying && row.userId !== owner.id,
  };
};

const presentCart = (owner: Owner, rows: readonly CartRow[]): Cart => ({
  data: rows.map((row) => presentLine(owner, row)),
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
  return presentCart(owner, await cartRows(db, owner.id));
};

type LockedInvoice = NonNullable<Awaited<ReturnType<typeof shareLockInvoice>>>;

/**
 * A customer's cart takes their own approved online invoices (portal spec §2, §8), and the invoice
 * of any order for sale, whatever its state and type short of paid: the card checkout sells it
 * (finance spec §4). Another customer's invoice is answered as missing, whoever adds it, unless its
 * order was put up for sale; one sold or paid since is 409.
 */
const checkForCustomer = (owner: Owner, invoice: LockedInvoice) => {
  if (invoice.onSale) return;
  if (invoice.userId !== owner.id) {
    if (invoice.forSaleAt) throw conflict(retailMessages.notForSale);
    throw notFound('Invoice');
  }
  checkApprovedUnpaid(invoice);
  if (invoice.type !== 'online') throw conflict(cartMessages.notOnline);
};

const checkApprovedUnpaid = (invoice: LockedInvoice) => {
  if (invoice.status === 'paid') throw conflict(cartMessages.alreadyPaid);
  if (invoice.status !== 'approved') throw conflict(cartMessages.notApproved);
};

/** Staff pay their own cart at the counter, so it takes any approved unpaid invoice whatever its type. */
export const addToCart = async (db: Db, userId: number, invoiceId: number): Promise<Cart> => {
  const owner = await ownerOf(db, userId);
  const invoice = await shareLockInvoice(db, invoiceId);
  if (!invoice) throw notFound('Invoice');
  if (isCustomerType(owner.accountType)) checkForCustomer(owner, invoice);
  else checkApprovedUnpaid(invoice);
  await insertCartItem(db, owner.id, invoice.id);
  return presentCart(owner, await cartRows(db, owner.id));
};

export const removeFromCart = async (db: Db, userId: number, invoiceId: number): Promise<Cart> => {
  const owner = await ownerOf(db, userId);
  if (!(await deleteCartItem(db, owner.id, invoiceId))) throw new AppError(ErrorCode.NOT_FOUND, 'This invoice is not in the cart.');
  return presentCart(owner, await cartRows(db, owner.id));
};
