import { eq, sql, type SQL } from 'drizzle-orm';
import { packageIdOfBarcode } from '../../domain/barcode';
import { containing } from './like';
import { orders, packagePositions, packages, users } from './schema';

const barcodePattern = /^bf\d{10}$/i;
const maxInt = 2_147_483_647;

/** What a package search names: an order by its id, a package by its barcode (null when the check digit is wrong), or part of a customer's name. */
export type SearchTarget = { order: number } | { package: number | null } | { name: string };

export const searchTargetOf = (search: string): SearchTarget => {
  if (/^\d{1,10}$/.test(search) && Number(search) <= maxInt) return { order: Number(search) };
  if (barcodePattern.test(search)) return { package: packageIdOfBarcode(search) };
  return { name: search };
};

const usersNamed = (name: string) => sql`array(select ${users.id} from ${users} where ${users.fullName} ilike ${containing(name)})`;

/**
 * A search over packages joined to their orders and customers (the packages list): an order id, a
 * package barcode or part of a customer's name. Each branch stays on one table so each can use its
 * own index (STACK-NOTES, search at scale): the name through the users trigram index, the order id
 * through its key, the barcode through the package id it is built from.
 */
export const packageSearchCondition = (search: string): SQL | undefined => {
  if (!search) return undefined;
  const target = searchTargetOf(search);
  if ('order' in target) return eq(orders.id, target.order);
  if ('package' in target) return target.package === null ? sql`false` : eq(packages.id, target.package);
  return sql`${orders.userId} = any(${usersNamed(target.name)})`;
};

/**
 * The same search on package_positions alone (the shipment form's picker). A name is looked up
 * first and its customers' ids bound as `clientIds` (PostgreSQL's array text): the planner then
 * knows how many orders they have, and walks the unshipped packages instead of every position.
 */
export const positionSearchCondition = (target: SearchTarget, clientIds: string): SQL => {
  if ('order' in target) return eq(packagePositions.orderId, target.order);
  if ('package' in target) return target.package === null ? sql`false` : eq(packagePositions.packageId, target.package);
  return sql`${packagePositions.orderId} in (select ${orders.id} from ${orders} where ${orders.userId} = any(${clientIds}::int[]) and ${orders.deletedAt} is null)`;
};
