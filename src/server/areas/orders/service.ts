import type { z } from 'zod';
import type { AuthUser } from '../../../domain/auth';
import { isCustomerType } from '../../../domain/constants';
import { normaliseViaGroup, orderMessages, type Order, type zCreateOrderBody, type zUpdateOrderBody } from '../../../domain/orders';
import { allowedMethodsFrom, type ShippingMethod } from '../../../domain/shipping-methods';
import type { Db } from '../../db/client';
import { conflict, forbidden, invalid, notFound } from '../../http/app-error';
import { withdrawOrderInvoice } from '../invoices/service';
import { receivePrealerts } from '../prealerts/service';
import { shipmentHoldingOrder } from '../shipments/service';
import { presentOrder } from './present';
import { receivedMails } from './received-mail';
import {
  findOrderHeader,
  hasPaidInvoice,
  imagesOfOrder,
  insertOrder,
  itemsOfPackages,
  lockOrder,
  lockPackagesOfOrder,
  packagesOfOrder,
  toggleAddToSheetRow,
  updateOrderRow,
  uploadsOfOrder,
  type UploadOrigin,
} from './queries';
import { checkReferences } from './references';
import { addPackages, syncPackages } from './save-packages';
import { orderValues } from './values';
import { countOrdersOfDay } from './list-queries';

export { listCustomerOrders, listOrdersPage } from './list-service';

/** Live orders created, and live orders last edited, on one Nassau business day (the reports hub's New and Edited Orders). */
export const ordersOfDay = (db: Db, date: string) => countOrdersOfDay(db, date);

type CreateOrderBody = z.output<typeof zCreateOrderBody>;
type UpdateOrderBody = z.output<typeof zUpdateOrderBody>;

export const serviceMessages = {
  ownNameOnly: 'Orders are recorded under your own name: workerID must be your own id.',
  orderIdMismatch: 'This is not the order being edited',
  customerFixed: 'The customer of an order cannot be changed',
  inShipment: (shipmentId: number) => `This order's packages are in shipment #${shipmentId}; take them out of the shipment before deleting the order.`,
} as const;

/** Whether the order's invoice has been paid, which freezes the order (portal spec §4). */
export const isOrderInvoicePaid = (db: Db, orderId: number): Promise<boolean> => hasPaidInvoice(db, orderId);

/** Manual uploads are for special users only; everyone else sees the files customers uploaded. */
const visibleOrigins = (viewer: AuthUser): UploadOrigin[] =>
  !isCustomerType(viewer.account_type) && viewer.special ? ['Customer', 'Manual'] : ['Customer'];

/**
 * The order as `viewer` may see it: 404 when it does not exist, is deleted, or belongs to another
 * customer. The uploads and images areas answer with this after changing an order's files.
 */
export const getOrderForViewer = async (db: Db, viewer: AuthUser, id: number): Promise<Order> => {
  const header = await findOrderHeader(db, id);
  if (!header || (isCustomerType(viewer.account_type) && header.order.userId !== viewer.id)) throw notFound('Order');
  const packages = await packagesOfOrder(db, id);
  const items = await itemsOfPackages(db, packages.map((p) => p.pkg.id));
  const uploads = await uploadsOfOrder(db, id, visibleOrigins(viewer));
  // Warehouse photos are staff material: GET /files refuses them to customers, so they are not listed either.
  const images = isCustomerType(viewer.account_type) ? [] : await imagesOfOrder(db, id);
  const shipment = isCustomerType(viewer.account_type) ? undefined : await shipmentHoldingOrder(db, id);
  return presentOrder({ header, packages, items, uploads, images, shipment });
};

/** Records the order and answers it with the customer's mail that it was received, sent once the order has committed. */
export const createOrder = async (db: Db, caller: AuthUser, body: CreateOrderBody, publicUrl: string) => {
  if (body.workerID !== undefined && body.workerID !== caller.id) throw forbidden(serviceMessages.ownNameOnly);
  const data = normaliseViaGroup(body.data);
  await checkReferences(db, data, { customer: true });
  const id = await insertOrder(db, { ...orderValues(data), userId: data.customer, createdBy: caller.id });
  await addPackages(db, id, data.shipping_method, data.packages);
  await receivePrealerts(db, { id, customerId: data.customer, warehouseVia: data.warehouse_via, trackingNumber: data.tracking_number });
  return { order: await getOrderForViewer(db, caller, id), mails: await receivedMails(db, id, publicUrl) };
};

/** A live order, locked for the change, that is not frozen by a paid invoice. */
const changeableOrder = async (db: Db, id: number) => {
  const order = await lockOrder(db, id);
  if (!order) throw notFound('Order');
  if (await isOrderInvoicePaid(db, id)) throw conflict(orderMessages.paidFrozen);
  return order;
};

export const updateOrder = async (db: Db, caller: AuthUser, id: number, body: UpdateOrderBody) => {
  if (body.orderID !== undefined && body.orderID !== id) throw invalid({ orderID: serviceMessages.orderIdMismatch });
  const current = await changeableOrder(db, id);
  const data = normaliseViaGroup(body.data);
  const fields: Record<string, string> = {};
  if (data.customer !== current.userId) fields['data.customer'] = serviceMessages.customerFixed;
  const allowed = caller.special || allowedMethodsFrom(current.shippingMethod as ShippingMethod).includes(data.shipping_method);
  if (!allowed) fields['data.shipping_method'] = orderMessages.methodLevel;
  if (Object.keys(fields).length > 0) throw invalid(fields);
  await checkReferences(db, data, { customer: false });
  await lockPackagesOfOrder(db, id);
  await syncPackages(db, id, data.shipping_method, data.packages);
  await updateOrderRow(db, id, { ...orderValues(data), editedAt: new Date() });
  return getOrderForViewer(db, caller, id);
};

/**
 * Soft delete: the rows stay for the audit trail, and every list and GET stops showing the order,
 * its unpaid invoice included, which also leaves every cart.
 */
export const deleteOrder = async (db: Db, caller: AuthUser, id: number) => {
  await changeableOrder(db, id);
  const order = await getOrderForViewer(db, caller, id);
  if (order.shipment_id !== null) throw conflict(serviceMessages.inShipment(order.shipment_id));
  await updateOrderRow(db, id, { deletedAt: new Date(), deletedBy: caller.id });
  await withdrawOrderInvoice(db, id);
  return order;
};

export const setOrderCompleted = async (db: Db, caller: AuthUser, id: number, completed: boolean) => {
  if (!(await updateOrderRow(db, id, { completed }))) throw notFound('Order');
  return getOrderForViewer(db, caller, id);
};

export const toggleAddToSheet = async (db: Db, id: number) => {
  const row = await toggleAddToSheetRow(db, id);
  if (!row) throw notFound('Order');
  return row;
};
