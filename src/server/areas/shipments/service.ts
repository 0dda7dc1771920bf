import type { AuthUser } from '../../../domain/auth';
import { parseCents } from '../../../domain/pricing';
import {
  boxProblems,
  shipmentMessages,
  shipmentsPageSize,
  unshippedCountCap,
  unshippedPageSize,
  type Calculations,
  type GroupedPackages,
  type Shipment,
  type ShipmentData,
  type ShipmentsPage,
  type UnshippedPage,
} from '../../../domain/shipments';
import type { FindClientsNamed } from '../../db/client-name-queries';
import type { Db } from '../../db/client';
import { positionSearchCondition, searchTargetOf } from '../../db/package-search';
import { conflict, invalid, notFound } from '../../http/app-error';
import { countOf, lastPage, pageOffset } from '../paging';
import { attachmentsOfShipment } from './attachment-queries';
import { countUnshipped, groupedPackageRows, unshippedRowsPage } from './package-queries';
import { presentCalculations, presentPickerRow, presentShipment, presentShipmentRow, storedCalculations } from './present';
import {
  boxesOfShipment,
  countShipments,
  findShipment,
  insertShipment,
  livePackages,
  lockShipment,
  lockShipmentPackages,
  packagesOfShipment,
  placePackages,
  removePackagesOutside,
  replaceBoxes,
  shippedPackages,
  shipmentOfOrder,
  shipmentRowsPage,
  updateShipmentRow,
  type ShipmentValues,
} from './queries';

const valuesOf = (data: ShipmentData): ShipmentValues => ({
  carrier: data.carrier,
  arrivalDate: data.arrival_date,
  manifestKey: data.manifest_key || null,
  freightCents: data.freight == null ? null : parseCents(data.freight),
  customs: data.customs || null,
  notes: data.notes || null,
});

/** Refuses, before anything is written, what the body alone shows wrong: box rules and unknown packages. */
const checkPackages = async (db: Db, data: ShipmentData) => {
  const problems = boxProblems(data);
  const live = new Set((await livePackages(db, data.packages)).map((p) => p.id));
  data.packages.forEach((id, i) => {
    if (!live.has(id)) problems[`data.packages.${i}`] = shipmentMessages.packageUnknown;
  });
  if (Object.keys(problems).length > 0) throw invalid(problems);
};

/**
 * Makes the shipment hold exactly the body's packages and boxes. A package held by another
 * shipment is refused with 409 naming it and where it is, and the transaction takes nothing back
 * from anyone.
 */
const placeAll = async (db: Db, shipmentId: number, data: ShipmentData) => {
  const boxIds = await replaceBoxes(db, shipmentId, data.boxes.map((box) => box.name));
  const boxOf = new Map(data.boxes.flatMap((box, b) => box.packages.map((id) => [id, boxIds[b]!] as const)));
  await removePackagesOutside(db, shipmentId, data.packages);
  const placed = await placePackages(db, shipmentId, data.packages.map((packageId, i) => ({ packageId, boxId: boxOf.get(packageId) ?? null, position: i + 1 })));
  const missing = data.packages.filter((id) => !placed.has(id));
  if (missing.length > 0) {
    const elsewhere = await shippedPackages(db, missing, shipmentId);
    throw conflict(elsewhere.map((p) => shipmentMessages.packageShipped(p.barcode, p.shipmentId)).join(' '));
  }
};

export const getShipment = async (db: Db, id: number): Promise<Shipment> => {
  const record = await findShipment(db, id);
  if (!record) throw notFound('Shipment');
  // One after another: a request's queries share its one connection.
  const packages = await packagesOfShipment(db, id);
  const boxes = await boxesOfShipment(db, id);
  const attachments = await attachmentsOfShipment(db, id);
  return presentShipment({ record, packages, boxes, attachments });
};

export const createShipment = async (db: Db, user: AuthUser, data: ShipmentData): Promise<Shipment> => {
  await lockShipmentPackages(db, null, data.packages);
  await checkPackages(db, data);
  const id = await insertShipment(db, { ...valuesOf(data), createdBy: user.id });
  await placeAll(db, id, data);
  return getShipment(db, id);
};

export const updateShipment = async (db: Db, id: number, data: ShipmentData): Promise<Shipment> => {
  if (!(await lockShipment(db, id))) throw notFound('Shipment');
  await lockShipmentPackages(db, id, data.packages);
  await checkPackages(db, data);
  await updateShipmentRow(db, id, valuesOf(data));
  await placeAll(db, id, data);
  return getShipment(db, id);
};

export const listShipments = async (db: Db, query: { page: number; search: string }): Promise<ShipmentsPage> => {
  const rows = await shipmentRowsPage(db, query.search, shipmentsPageSize, pageOffset(query.page, shipmentsPageSize));
  const total = await countShipments(db, query.search);
  return { data: rows.map(presentShipmentRow), meta: { current_page: query.page, last_page: lastPage(total, shipmentsPageSize), total } };
};

/** The picker's search as a condition on positions; null when it names customers and nobody has that name. */
const unshippedSearch = async (db: Db, search: string, findClientsNamed: FindClientsNamed) => {
  if (!search) return undefined;
  const target = searchTargetOf(search);
  const clients = 'name' in target ? await findClientsNamed(db, target.name, undefined) : { count: 1, ids: '{}' };
  return clients.count === 0 ? null : positionSearchCondition(target, clients.ids);
};

export const listUnshipped = async (db: Db, query: { page: number; search: string }, findClientsNamed: FindClientsNamed): Promise<UnshippedPage> => {
  const search = await unshippedSearch(db, query.search, findClientsNamed);
  if (search === null) return { data: [], meta: { current_page: query.page, has_next: false, ...countOf(0, unshippedCountCap) } };
  const rows = await unshippedRowsPage(db, search, unshippedPageSize + 1, pageOffset(query.page, unshippedPageSize));
  const matching = await countUnshipped(db, search, unshippedCountCap);
  return {
    data: rows.slice(0, unshippedPageSize).map(presentPickerRow),
    meta: { current_page: query.page, has_next: rows.length > unshippedPageSize, ...countOf(matching, unshippedCountCap) },
  };
};

export const groupedPackages = async (db: Db, shipmentId: number): Promise<GroupedPackages> => {
  if (!(await findShipment(db, shipmentId))) throw notFound('Shipment');
  const groups: GroupedPackages['data'] = [];
  for (const row of await groupedPackageRows(db, shipmentId)) {
    const last = groups.at(-1);
    if (last && last.box === row.box) last.packages.push(presentPickerRow(row));
    else groups.push({ box: row.box, packages: [presentPickerRow(row)] });
  }
  return { data: groups };
};

export const saveCalculations = async (db: Db, shipmentId: number, calculations: Calculations): Promise<Calculations> => {
  if (!(await lockShipment(db, shipmentId))) throw notFound('Shipment');
  const stored = storedCalculations(calculations);
  await updateShipmentRow(db, shipmentId, { calculations: stored });
  return presentCalculations(stored)!;
};

/** The shipment (and box) holding an order's first shipped package, for the order page and its deletion. */
export const shipmentHoldingOrder = (db: Db, orderId: number) => shipmentOfOrder(db, orderId);

/** Which of these packages are in a shipment, and in which: an order edit may not remove them. */
export const shippedAmong = (db: Db, packageIds: readonly number[]) => shippedPackages(db, packageIds);
