import { eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceStatus, InvoiceType } from '../../../domain/invoices';
import { paymentFees, priceInvoice, rateBookAt, type InvoiceInput, type RateRow, type TaxCategoryRates } from '../../../domain/pricing';
import type { ShippingMethod } from '../../../domain/shipping-methods';
import { businessToday } from '../../time';
import type { Db } from '../client';
import { chargeColumns, packageColumns } from '../invoice-rows';
import { invoicePackages, invoices, items, orders, packages, rateVersions, taxes, transactions, users } from '../schema';

type DemoOrder = { id: number; userId: number; method: string; via: string; createdAt: Date; locationId: number };
type Plan = { status: InvoiceStatus; type: InvoiceType | null };

const dayMs = 86_400_000;
const paidTypes: readonly InvoiceType[] = ['cash', 'card', 'check', 'online', 'cash', 'bank'];
/** Pat Personal's orders, newest first. */
const ownPlans: readonly Plan[] = [
  { status: 'approved', type: 'online' },
  { status: 'approved', type: 'online' },
  { status: 'paid', type: 'online' },
  { status: 'unpaid', type: null },
];

/**
 * Pat Personal (the demo customer of the README) finds two invoices ready to pay in the cart's
 * popup, one paid and one still to be approved; of everyone's orders older than five days every
 * other one has an invoice, most paid (by each type, cash and checks at the customer's branch),
 * some approved, some not yet.
 */
const planFor = (order: DemoOrder, index: number, demoCustomer: number | undefined, ownIndex: number): Plan | null => {
  if (order.userId === demoCustomer) return ownPlans[ownIndex] ?? null;
  if (Date.now() - order.createdAt.getTime() < 5 * dayMs || index % 2 === 1) return null;
  const slot = (index / 2) % 10;
  if (slot < 6) return { status: 'paid', type: paidTypes[slot]! };
  if (slot < 8) return { status: 'approved', type: slot === 6 ? 'online' : 'cash' };
  return { status: 'unpaid', type: null };
};

const demoOrders = (db: Db) =>
  db
    .select({ id: orders.id, userId: orders.userId, method: orders.shippingMethod, via: orders.warehouseVia, createdAt: orders.createdAt, locationId: users.locationId })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(sql`${orders.deletedAt} is null`)
    .orderBy(orders.id);

/** The order as the engine prices it, from its stored packages and items, with no storage and no fees. */
const inputOf = async (db: Db, order: DemoOrder, categories: ReadonlyMap<number, TaxCategoryRates>): Promise<InvoiceInput> => {
  const boxes = await db.select().from(packages).where(eq(packages.orderId, order.id)).orderBy(packages.position);
  const lines = boxes.length === 0 ? [] : await db.select().from(items).where(inArray(items.packageId, boxes.map((box) => box.id)));
  return {
    method: order.method as ShippingMethod,
    us_pickup: order.via === 'pick-up',
    fees: [],
    packages: boxes.map((box) => ({
      id: box.id,
      measure: { weight: box.weightLb, length: box.lengthCm, width: box.widthCm, height: box.heightCm },
      storage_days: 0,
      items: lines
        .filter((line) => line.packageId === box.id)
        .map((line) => ({ unit_price: line.unitPriceCents, quantity: line.quantity, category: categories.get(line.taxId)!, hazard: line.hazard, fragile: line.fragile })),
    })),
  };
};

const categoriesOf = async (db: Db) =>
  new Map(
    (await db.select().from(taxes)).map((tax): [number, TaxCategoryRates] => [
      tax.id,
      { duty_bp: tax.dutyBp, levy: tax.levyKind === 'percent' ? { kind: 'percent', rate_bp: tax.levyValue } : { kind: 'per_unit', amount_cents: tax.levyValue }, zero_rated: tax.zeroRated },
    ]),
  );

/** Demo invoices priced by the engine at the rates of each order's day, only into a database that has none. */
export const seedDemoInvoices = async (db: Db) => {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const [demoCustomer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'personal@demo.test'));
  if (!admin) return;
  await db.transaction(async (tx) => {
    if (((await tx.select({ n: sql<number>`count(*)::int` }).from(invoices))[0]?.n ?? 0) > 0) return;
    const rows: RateRow[] = (await tx.select().from(rateVersions)).map((row) => ({ key: row.key as RateRow['key'], value: row.value, effective_from: row.effectiveFrom }));
    const categories = await categoriesOf(tx);
    const all = await demoOrders(tx);
    const own = all.filter((order) => order.userId === demoCustomer?.id).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    for (const [index, order] of all.entries()) {
      const plan = planFor(order, index, demoCustomer?.id, own.indexOf(order));
      if (!plan) continue;
      const input = await inputOf(tx, order, categories);
      if (input.packages.length === 0) continue;
      const ratesDate = businessToday(order.createdAt);
      const lines = priceInvoice(input, rateBookAt(rows, ratesDate));
      const approvedAt = plan.status === 'unpaid' ? null : new Date(Math.min(order.createdAt.getTime() + dayMs, Date.now()));
      const paidOn = plan.status === 'paid' ? new Date(Math.min(order.createdAt.getTime() + 2 * dayMs, Date.now())) : null;
      const fees = paidOn && plan.type ? paymentFees(lines.value, plan.type, rateBookAt(rows, businessToday(paidOn))) : { convenience_fee: 0, cc_fee: 0 };
      const grandTotal = lines.value + fees.convenience_fee + fees.cc_fee;
      const card = plan.type === 'card' || plan.type === 'online';
      const [invoice] = await tx
        .insert(invoices)
        .values({
          ...chargeColumns(lines),
          orderId: order.id,
          userId: order.userId,
          createdBy: admin.id,
          createdAt: order.createdAt,
          ratesDate,
          status: plan.status,
          type: plan.type,
          approvedAt,
          approvedBy: approvedAt ? admin.id : null,
          paidOn,
          paidBy: paidOn ? admin.id : null,
          paymentType: paidOn ? plan.type : null,
          convenienceFeeCents: fees.convenience_fee,
          ccFeeCents: fees.cc_fee,
          grandTotalCents: grandTotal,
          lastFourDigits: paidOn && card ? '4242' : null,
        })
        .returning({ id: invoices.id });
      await tx.insert(invoicePackages).values(lines.packages.map((pkg) => ({ ...packageColumns(pkg, 0), invoiceId: invoice!.id })));
      if (paidOn && plan.type) {
        const branch = plan.type === 'cash' || plan.type === 'check' ? order.locationId : null;
        await tx.insert(transactions).values({ invoiceId: invoice!.id, type: plan.type, pnp: card ? `SBX-DEMO-${invoice!.id}` : null, amountCents: grandTotal, userId: admin.id, locationId: branch, createdAt: paidOn });
      }
    }
  });
};
