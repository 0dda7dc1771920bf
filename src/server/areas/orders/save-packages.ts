import type { OrderPackageInput } from '../../../domain/orders';
import type { ShippingMethod } from '../../../domain/shipping-methods';
import type { Db } from '../../db/client';
import { conflict, invalid } from '../../http/app-error';
import { packageBarcode, packageSect } from '../../../domain/barcode';
import {
  deleteItemRows,
  deletePackageRows,
  insertItems,
  insertPackages,
  invoicedPackages,
  itemsOfPackages,
  packagesOfOrder,
  reservePackageIds,
  trackedPackages,
  updateItemRow,
  updatePackageRow,
  updatePositionsMethod,
} from './queries';
import { itemValues, packageValues } from '../../db/order-rows';
import { shippedAmong } from '../shipments/service';

export const packageMessages = {
  notOnOrder: 'This package is not part of the order',
  itemNotInPackage: 'This item is not part of the package',
  tracked: (barcodes: readonly string[]) =>
    `Package ${barcodes.join(', ')} has tracking history and cannot be removed; keep it on the order.`,
  shipped: (packages: readonly { barcode: string; shipmentId: number }[]) =>
    packages.map((p) => `Package ${p.barcode} is in shipment #${p.shipmentId} and cannot be removed; take it out of the shipment first.`).join(' '),
  invoiced: (barcodes: readonly string[]) => `Package ${barcodes.join(', ')} is priced on the order's invoice and cannot be removed; keep it on the order.`,
} as const;

type Positioned = { input: OrderPackageInput; position: number };

/** New packages get ids from the sequence first, so each is inserted with its barcode and sect. */
const insertNewPackages = async (db: Db, orderId: number, method: ShippingMethod, added: readonly Positioned[]) => {
  const ids = await reservePackageIds(db, added.length);
  await insertPackages(
    db,
    added.map(({ input, position }, i) => ({ id: ids[i]!, orderId, barcode: packageBarcode(ids[i]!), sect: packageSect(ids[i]!), ...packageValues(input, position) })),
    method,
  );
  await insertItems(db, added.flatMap(({ input }, i) => input.items.map((item) => ({ packageId: ids[i]!, ...itemValues(item) }))));
};

/** Packages in the form's order, numbered 1..n, each positioned with the order's shipping method. */
export const addPackages = (db: Db, orderId: number, method: ShippingMethod, inputs: readonly OrderPackageInput[]) =>
  insertNewPackages(db, orderId, method, inputs.map((input, i) => ({ input, position: i + 1 })));

/** Ids the body names that are not this order's, or not under the package they are sent in. */
const foreignIds = (inputs: readonly OrderPackageInput[], packageIds: ReadonlySet<number>, itemPackage: ReadonlyMap<number, number>) => {
  const fields: Record<string, string> = {};
  const seenPackages = new Set<number>();
  const seenItems = new Set<number>();
  inputs.forEach((p, n) => {
    if (p.id !== undefined) {
      if (!packageIds.has(p.id) || seenPackages.has(p.id)) fields[`data.packages.${n}.id`] = packageMessages.notOnOrder;
      seenPackages.add(p.id);
    }
    p.items.forEach((item, m) => {
      if (item.id === undefined) return;
      if (p.id === undefined || itemPackage.get(item.id) !== p.id || seenItems.has(item.id)) fields[`data.packages.${n}.items.${m}.id`] = packageMessages.itemNotInPackage;
      seenItems.add(item.id);
    });
  });
  return fields;
};

/**
 * An edit's packages: those with an id are updated in place (keeping barcode and sect, which may
 * already be printed), new ones are inserted, and those left out are removed with their items.
 * A package that has been scanned keeps its history, one the invoice priced keeps its lines, and one
 * in a shipment stays on its manifest, so removing any of them is refused. The position of every package the order keeps takes the order's
 * (possibly new) shipping method.
 */
export const syncPackages = async (db: Db, orderId: number, method: ShippingMethod, inputs: readonly OrderPackageInput[]) => {
  const current = await packagesOfOrder(db, orderId);
  const packageIds = new Set(current.map((row) => row.pkg.id));
  const currentItems = await itemsOfPackages(db, [...packageIds]);
  const itemPackage = new Map(currentItems.map(({ item }) => [item.id, item.packageId]));
  const fields = foreignIds(inputs, packageIds, itemPackage);
  if (Object.keys(fields).length > 0) throw invalid(fields);

  const kept = new Set(inputs.flatMap((p) => (p.id === undefined ? [] : [p.id])));
  const removed = [...packageIds].filter((id) => !kept.has(id));
  const tracked = await trackedPackages(db, removed);
  if (tracked.length > 0) throw conflict(packageMessages.tracked(tracked.map((p) => p.barcode)));
  const shipped = await shippedAmong(db, removed);
  if (shipped.length > 0) throw conflict(packageMessages.shipped(shipped));
  const invoiced = await invoicedPackages(db, removed);
  if (invoiced.length > 0) throw conflict(packageMessages.invoiced(invoiced.map((p) => p.barcode)));
  await deletePackageRows(db, removed);

  const keptItems = new Set(inputs.flatMap((p) => p.items.flatMap((item) => (item.id === undefined ? [] : [item.id]))));
  const droppedItems = currentItems.filter(({ item }) => kept.has(item.packageId) && !keptItems.has(item.id));
  await deleteItemRows(db, droppedItems.map(({ item }) => item.id));

  const added: Positioned[] = [];
  for (const [i, input] of inputs.entries()) {
    const position = i + 1;
    if (input.id === undefined) {
      added.push({ input, position });
      continue;
    }
    await updatePackageRow(db, input.id, packageValues(input, position));
    for (const item of input.items) if (item.id !== undefined) await updateItemRow(db, item.id, itemValues(item));
    const newItems = input.items.filter((item) => item.id === undefined);
    await insertItems(db, newItems.map((item) => ({ packageId: input.id!, ...itemValues(item) })));
  }
  await updatePositionsMethod(db, orderId, method);
  await insertNewPackages(db, orderId, method, added);
};
