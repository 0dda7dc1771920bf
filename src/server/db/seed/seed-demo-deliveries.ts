import { inArray, sql } from 'drizzle-orm';
import { deliveryTimeWindows } from '../../../domain/deliveries';
import { businessToday } from '../../time';
import type { Db } from '../client';
import { deliveries, deliveryOrders, heldPackages, packageIns, users } from '../schema';

const deliveryCount = 20;
/** Days around today, one per delivery in turn: most fall on today or the days next to it. */
const dayOffsets = [0, -1, 1, 0, -2, 2, 0, -3, 1, 0, -1, 3, 2, -1, 1, 0, -2, 1, 2, -1] as const;
const directions = [
  'Blue house with white shutters, past the Shell station on Carmichael Road',
  'Gate code 2417; leave with the security guard if nobody answers',
  'Second floor apartment above the pharmacy on East Street',
  'Yellow gate opposite the church on Soldier Road, call on arrival',
  'Office building on Bay Street, ask for reception',
  'Last house on the left in Coral Harbour, dogs in the yard',
  'Behind the school on Prince Charles Drive, green roof',
  'Unit 4, Sandyport townhouses, ring twice',
] as const;
const heldEntries = [
  { notes: 'Arrived without a customer name on the label', numbers: ['1Z999AA10123456784', 'TBA304918273000', '9400111899223344556677'] },
  { notes: 'Amazon pallet, one box damaged', numbers: ['TBA998877665544', 'TBA998877665545', 'TBA998877665546', 'TBA998877665547'], checked: 1 },
  { notes: null, numbers: ['782456123098', '1Z4E5W960312345678'] },
] as const;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Live orders of the demo customers, grouped per customer, with their packages' weight. */
const customersWithOrders = async (db: Db) => {
  const { rows } = await db.execute<{ user_id: number; order_ids: number[]; weight: string }>(sql`
    with firsts as (
      select o.user_id, (array_agg(o.id order by o.id))[1:3] as order_ids
        from orders o join users u on u.id = o.user_id
       where o.deleted_at is null and u.account_type in ('personal', 'business')
       group by o.user_id
    )
    select f.user_id, f.order_ids, coalesce((select sum(p.weight_lb) from packages p where p.order_id = any(f.order_ids)), 0) as weight
      from firsts f
     order by f.user_id`);
  return rows.map((row) => ({ userId: row.user_id, orderIds: row.order_ids, weight: Number(row.weight) }));
};

/**
 * About twenty deliveries from three days ago to three days ahead: the past ones delivered but
 * one, one of today's delivered, none of the future ones. Two customers are flagged so their
 * rows show highlighted. Everything follows from the customers' order ids, so every demo database
 * holds the same deliveries relative to the day it was made.
 */
const seedDeliveries = async (db: Db, drivers: readonly number[]) => {
  const customers = await customersWithOrders(db);
  if (customers.length === 0) return;
  const today = businessToday();
  const now = Date.now();
  const planned = Array.from({ length: deliveryCount }, (_, i) => {
    const customer = customers[(i * 7) % customers.length]!;
    const offset = dayOffsets[i]!;
    const date = addDays(today, offset);
    const delivered = offset < 0 ? i !== 1 : offset === 0 && i === 0;
    const deliveredAt = delivered ? new Date(Math.min(Date.parse(`${date}T16:30:00Z`), now - 45 * 60_000)) : null;
    return {
      customer,
      row: {
        userId: customer.userId,
        directions: directions[i % directions.length]!,
        date,
        timeWindow: deliveryTimeWindows[i % deliveryTimeWindows.length]!,
        weightLb: Math.round(customer.weight * 100) / 100,
        totalCents: 1500 + ((i * 2_731) % 10_000),
        deliveredAt,
        deliveredBy: deliveredAt ? drivers[i % drivers.length]! : null,
      },
    };
  });
  const flagged = [...new Set([planned[2]!.customer.userId, planned[5]!.customer.userId])];
  await db.update(users).set({ flagged: true }).where(inArray(users.id, flagged));
  const inserted = await db.insert(deliveries).values(planned.map((p) => p.row)).returning({ id: deliveries.id });
  const links = inserted.flatMap(({ id }, i) => planned[i]!.customer.orderIds.map((orderId) => ({ deliveryId: id, orderId })));
  if (links.length > 0) await db.insert(deliveryOrders).values(links);
};

/** Three Packages In entries, one with a package already checked. */
const seedHeldPackages = async (db: Db, workers: readonly number[]) => {
  for (const [i, entry] of heldEntries.entries()) {
    const [row] = await db
      .insert(packageIns)
      .values({ userId: workers[i % workers.length]!, notes: entry.notes, createdAt: new Date(Date.now() - (heldEntries.length - i) * 3 * 3_600_000) })
      .returning({ id: packageIns.id, userId: packageIns.userId });
    const checkedCount = 'checked' in entry ? entry.checked : 0;
    await db.insert(heldPackages).values(
      entry.numbers.map((trackingNumber, n) => ({
        packageInId: row!.id,
        trackingNumber,
        checked: n < checkedCount,
        checkedAt: n < checkedCount ? new Date() : null,
        checkedBy: n < checkedCount ? row!.userId : null,
      })),
    );
  }
};

const isEmpty = async (db: Db, table: typeof deliveries | typeof packageIns) => ((await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0) === 0;

/** Demo deliveries and held packages, each only into a database that has none. */
export const seedDemoDeliveries = async (db: Db) => {
  const staff = (await db.select({ id: users.id }).from(users).where(inArray(users.email, ['worker@demo.test', 'workerv2@demo.test'])).orderBy(users.id)).map((r) => r.id);
  if (staff.length === 0) return;
  await db.transaction(async (tx) => {
    if (await isEmpty(tx, deliveries)) await seedDeliveries(tx, staff);
    if (await isEmpty(tx, packageIns)) await seedHeldPackages(tx, staff);
  });
};
