import type { AuthUser } from '../../../domain/auth';
import { oldOrderMessages, type ApprovedForSale } from '../../../domain/old-orders';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { isOrderInvoicePaid } from '../orders/service';
import { lockLiveOrder, markForSale } from './queries';

const present = (order: { id: number; forSaleAt: Date | null }): ApprovedForSale => ({ id: order.id, for_sale_at: order.forSaleAt!.toISOString() });

/**
 * Lists the order for sale (finance spec §4), which takes it off both reports. Approving it again
 * answers when it was approved and changes nothing, whatever happened since; a paid order's goods
 * are its customer's and are refused (409), as is a deleted or unknown order (404).
 */
export const approveForSale = async (db: Db, user: AuthUser, id: number): Promise<ApprovedForSale> => {
  const order = await lockLiveOrder(db, id);
  if (!order) throw notFound('Order');
  if (order.forSaleAt) return present(order);
  if (await isOrderInvoicePaid(db, id)) throw conflict(oldOrderMessages.paid);
  return present(await markForSale(db, id, user.id));
};
