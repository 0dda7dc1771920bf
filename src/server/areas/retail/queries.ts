import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, items, orderImages, orders, packages, taxes } from '../../db/schema';

/**
 * An order buyers may buy now: approved for sale and live (the two conditions of the partial index
 * orders_for_sale_idx, written as its predicate so the planner reads orders through it), not sold.
 */
export const orderOnSale = and(isNotNull(orders.forSaleAt), isNull(orders.deletedAt), isNull(orders.soldAt))!;

/** Its invoice, while nobody has paid it: "only orders with an invoice total are shown". */
const unpaidInvoiceOfOrder = and(eq(invoices.orderId, orders.id), ne(invoices.status, 'paid'));

/** One of the order's items is of the tax category. */
const holdsCategory = (taxId: number) =>
  sql`exists (select 1 from ${packages} join ${items} on ${items.packageId} = ${packages.id} where ${packages.orderId} = ${orders.id} and ${items.taxId} = ${taxId})`;

const listedWhere = (category: number | undefined): SQL => and(orderOnSale, category === undefined ? undefined : holdsCategory(category))!;

/**
 * One page of the list, newest approval first, each row with the count of the whole list: the
 * orders for sale are a handful read from the partial index, so counting them costs little.
 */
export const retailOrderRows = (db: Db, category: number | undefined, limit: number, offset: number) =>
  db
    .select({
      orderId: orders.id,
      invoiceId: invoices.id,
      pseudoId: invoices.pseudoId,
      totalCents: invoices.grandTotalCents,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(invoices, unpaidInvoiceOfOrder)
    .where(listedWhere(category))
    .orderBy(desc(orders.forSaleAt), desc(orders.id))
    .limit(limit)
    .offset(offset);

/** The list's length, for a page past its end (which has no row to carry it). */
export const countRetailOrders = async (db: Db, category: number | undefined) =>
  (await db.select({ n: count() }).from(orders).innerJoin(invoices, unpaidInvoiceOfOrder).where(listedWhere(category)))[0]?.n ?? 0;

/** The items of the orders, box by box as packed, with their tax category's name. */
export const itemsOfOrders = (db: Db, orderIds: readonly number[]) =>
  db
    .select({
      orderId: packages.orderId,
      description: items.description,
      quantity: items.quantity,
      unitPriceCents: items.unitPriceCents,
      category: taxes.description,
    })
    .from(items)
    .innerJoin(packages, eq(packages.id, items.packageId))
    .innerJoin(taxes, eq(taxes.id, items.taxId))
    .where(inArray(packages.orderId, [...orderIds]))
    .orderBy(asc(packages.orderId), asc(packages.position), asc(items.id));

export const imagesOfOrders = (db: Db, orderIds: readonly number[]) =>
  db
    .select({ id: orderImages.id, orderId: orderImages.orderId, fileName: orderImages.fileName })
    .from(orderImages)
    .where(inArray(orderImages.orderId, [...orderIds]))
    .orderBy(asc(orderImages.id));

/**
 * The tax categories of the goods of every order on the list, A to Z: the filter's choices, with
 * the one asked for even when nothing of it is for sale (any more), so the filter can show it.
 */
export const retailCategories = (db: Db, asked: number | undefined) =>
  db
    .select({ id: taxes.id, description: taxes.description })
    .from(taxes)
    .where(
      or(
        inArray(
          taxes.id,
          db
            .select({ taxId: items.taxId })
            .from(orders)
            .innerJoin(invoices, unpaidInvoiceOfOrder)
            .innerJoin(packages, eq(packages.orderId, orders.id))
            .innerJoin(items, eq(items.packageId, packages.id))
            .where(orderOnSale),
        ),
        asked === undefined ? undefined : eq(taxes.id, asked),
      ),
    )
    .orderBy(asc(taxes.description), asc(taxes.id));

/** An image of an order on the list; none once the order is sold, paid or deleted. */
export const listedImage = async (db: Db, imageId: number) =>
  (
    await db
      .select({ path: orderImages.path, fileName: orderImages.fileName, mimeType: orderImages.mimeType })
      .from(orderImages)
      .innerJoin(orders, eq(orders.id, orderImages.orderId))
      .innerJoin(invoices, unpaidInvoiceOfOrder)
      .where(and(eq(orderImages.id, imageId), orderOnSale))
  )[0];

/**
 * The invoices being bought become the buyer's online invoices, approved (by whoever approved the
 * order for sale, when staff had not approved the invoice itself), so the payment that follows
 * stamps them paid as it stamps every approved invoice.
 */
export const handInvoicesTo = async (db: Db, invoiceIds: readonly number[], buyerId: number) => {
  await db
    .update(invoices)
    .set({
      userId: buyerId,
      type: 'online',
      status: 'approved',
      approvedAt: sql`coalesce(${invoices.approvedAt}, now())`,
      approvedBy: sql`coalesce(${invoices.approvedBy}, (select ${orders.forSaleBy} from ${orders} where ${orders.id} = ${invoices.orderId}))`,
      updatedAt: sql`now()`,
    })
    .where(inArray(invoices.id, [...invoiceIds]));
};

/** The orders become the buyer's; sold_from keeps whose they were. A customer buying back their own order is no sale. */
export const markOrdersSold = (db: Db, orderIds: readonly number[], buyerId: number, at: Date) =>
  db
    .update(orders)
    // Every SET expression reads the row as it was: sold_from gets the previous customer.
    .set({ soldFrom: sql`${orders.userId}`, userId: buyerId, soldAt: at, updatedAt: sql`now()` })
    .where(and(inArray(orders.id, [...orderIds]), ne(orders.userId, buyerId), isNull(orders.soldAt)))
    .returning({ id: orders.id });
