import { centsToDollars } from '../../../domain/pricing';
import type { RetailOrder } from '../../../domain/retail';
import { apiPrefix } from '../../http/access';

/** Where a listed image is served to anyone holding its signed link (openRetailImage). */
export const retailImageUrl = (imageId: number) => `${apiPrefix}/orders/retail/images/${imageId}`;

type Parts = {
  row: { orderId: number; invoiceId: number; pseudoId: string; total: number };
  items: readonly { description: string; quantity: number; unitPriceCents: number; category: string }[];
  images: RetailOrder['images'];
};

/** A card of the list: the goods and the price, never who the order was for. */
export const presentRetailOrder = ({ row, items, images }: Parts): RetailOrder => ({
  order_id: row.orderId,
  pseudo_id: row.pseudoId,
  invoice_id: row.invoiceId,
  invoice_total: row.total,
  items: items.map((item) => ({ description: item.description, quantity: item.quantity, category: item.category, unit_price: centsToDollars(item.unitPriceCents) })),
  images,
});
