import { centsToDollars } from '../../../domain/pricing';
import { retailPageSize, type RetailPage, type RetailQuery } from '../../../domain/retail';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { FileLinkQuery, FileLinks } from '../../http/file-links';
import type { FileStore } from '../../storage/file-store';
import { lastPage, pageOffset } from '../paging';
import { presentRetailOrder, retailImageUrl } from './present';
import {
  countRetailOrders,
  handInvoicesTo,
  imagesOfOrders,
  itemsOfOrders,
  listedImage,
  markOrdersSold,
  retailCategories,
  retailOrderRows,
} from './queries';

// What makes an order buyable, for the cart and checkout, which read it beside their own rows.
export { orderOnSale } from './queries';

const groupBy = <T extends { orderId: number }>(rows: readonly T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.orderId, [...(groups.get(row.orderId) ?? []), row]);
  return groups;
};

/**
 * GET /orders/retail (finance spec §2, §7): one page of the orders for sale, newest approval
 * first, and the categories of the filter (with the one asked for). Nothing in it names the
 * customer an order was for.
 */
export const listRetailOrders = async (db: Db, links: FileLinks, query: RetailQuery): Promise<RetailPage> => {
  const rows = await retailOrderRows(db, query.category, retailPageSize, pageOffset(query.page, retailPageSize));
  const total = rows[0]?.total ?? (query.page > 1 ? await countRetailOrders(db, query.category) : 0);
  const orderIds = rows.map((row) => row.orderId);
  const categories = retailCategories(db, query.category);
  const [items, images, taxes] = orderIds.length === 0 ? [[], [], await categories] : await Promise.all([itemsOfOrders(db, orderIds), imagesOfOrders(db, orderIds), categories]);
  const itemsOf = groupBy(items);
  const imagesOf = groupBy(images);
  return {
    data: rows.map((row) =>
      presentRetailOrder({
        row: { ...row, total: centsToDollars(row.totalCents) },
        items: itemsOf.get(row.orderId) ?? [],
        images: (imagesOf.get(row.orderId) ?? []).map((image) => ({ url: links.sign(retailImageUrl(image.id), image.id), file_name: image.fileName })),
      }),
    ),
    meta: { current_page: query.page, last_page: lastPage(total, retailPageSize), total },
    taxes,
  };
};

/**
 * GET /orders/retail/images/{id}: an image of an order on the list, for whoever holds a link the
 * list gave out within the hour, guests included. A guest has no user id to sign a link for, so
 * the link is signed for the image itself (its id in the user's place) and opens that image only;
 * every other file stays behind GET /files. Once the order is sold, paid or deleted its images are
 * answered as missing.
 */
export const openRetailImage = async (db: Db, store: FileStore, links: FileLinks, imageId: number, query: FileLinkQuery) => {
  if (links.userOf(retailImageUrl(imageId), query) !== imageId) throw notFound('Image');
  const image = await listedImage(db, imageId);
  const size = image && (await store.sizeOf(image.path));
  if (!image || size === undefined) throw notFound('Image');
  return { fileName: image.fileName, mimeType: image.mimeType, size, stream: store.read(image.path) };
};

export type InvoiceBought = { id: number; orderId: number; forSale: boolean };

/**
 * Called by checkout in the transaction of a card payment, before the invoices are stamped paid,
 * with the invoices and their orders locked: the invoices of orders for sale become the buyer's
 * approved online invoices, and their orders the buyer's, sold now (finance spec §4). Answers the
 * orders sold (none when the buyer bought back their own).
 */
export const sellOrders = async (db: Db, buyerId: number, invoices: readonly InvoiceBought[], at: Date) => {
  const selling = invoices.filter((invoice) => invoice.forSale);
  if (selling.length === 0) return [];
  await handInvoicesTo(db, selling.map((invoice) => invoice.id), buyerId);
  return markOrdersSold(db, selling.map((invoice) => invoice.orderId), buyerId, at);
};
