import { eq, or, sql, type SQL } from 'drizzle-orm';
import { packageIdOfBarcode } from '../../domain/barcode';
import { containing } from './like';
import { orders, packages, users } from './schema';

const barcodePattern = /^bf\d{10}$/i;
const maxInt = 2_147_483_647;

/**
 * A search over packages joined to their orders and customers (the packages list, the shipment
 * form's picker): an order id, a package barcode or part of a customer's name. Each branch stays
 * on one table so each can use its own index (STACK-NOTES, search at scale): the name through the
 * users trigram index, the order id through its key, the barcode through the package id it is
 * built from (a barcode with a wrong check digit names no package).
 */
export const packageSearchCondition = (search: string): SQL | undefined => {
  if (!search) return undefined;
  const branches: SQL[] = [];
  if (/^\d{1,10}$/.test(search) && Number(search) <= maxInt) branches.push(eq(orders.id, Number(search)));
  else if (barcodePattern.test(search)) {
    const id = packageIdOfBarcode(search);
    branches.push(id === null ? sql`false` : eq(packages.id, id));
  }
  else branches.push(sql`${orders.userId} = any(array(select ${users.id} from ${users} where ${users.fullName} ilike ${containing(search)}))`);
  return or(...branches);
};
