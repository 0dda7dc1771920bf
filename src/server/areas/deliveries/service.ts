import type { AuthUser } from '../../../domain/auth';
import {
  deliveredAtToleranceMs,
  deliveriesPageSize,
  deliveryMessages,
  zDelivery,
  type DeliveredBody,
  type DeliveriesPage,
  type DeliveriesQuery,
  type Delivery,
  type DeliveryTimeWindow,
} from '../../../domain/deliveries';
import { centsToDollars } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../http/app-error';
import { lastPage, pageOffset } from '../paging';
import { countDeliveries, countOutstanding, deliveryRow, deliveryRowsPage, insertDelivery, markDelivered, type DeliveryRow } from './queries';

const timeWindowOf = (value: string) => zDelivery.shape.time.parse(value);

const presentDelivery = (row: DeliveryRow): Delivery => ({
  id: row.id,
  delivered: row.deliveredAt !== null,
  flagged: row.flagged,
  user: { id: row.userId, first_name: row.firstName, last_name: row.lastName },
  directions: row.directions,
  time: timeWindowOf(row.timeWindow),
  weight: row.weightLb,
  orders: row.orders,
  total: centsToDollars(row.totalCents),
  date: row.date,
  delivered_at: row.deliveredAt?.toISOString() ?? null,
  delivered_by: row.delivererId === null ? null : { id: row.delivererId, first_name: row.delivererFirstName!, last_name: row.delivererLastName! },
});

/** Deliveries are a few a day, so the page carries an exact count and a last page. */
export const listDeliveries = async (db: Db, { page, search, date }: DeliveriesQuery): Promise<DeliveriesPage> => {
  const filter = { search, date };
  const [rows, total] = await Promise.all([deliveryRowsPage(db, filter, deliveriesPageSize, pageOffset(page, deliveriesPageSize)), countDeliveries(db, filter)]);
  return {
    data: rows.map(presentDelivery),
    meta: { current_page: page, last_page: lastPage(total, deliveriesPageSize), total },
  };
};

/**
 * The tick is permanent: the first one sets delivered_at (the device's time, else now) and
 * delivered_by; any later tick answers that first record and changes nothing. A device clock
 * more than a minute ahead is refused rather than recorded as a delivery in the future.
 */
export const deliverDelivery = async (db: Db, caller: AuthUser, id: number, body: DeliveredBody | null | undefined): Promise<Delivery> => {
  const now = Date.now();
  const at = body?.delivered_at === undefined ? new Date(now) : new Date(body.delivered_at);
  if (at.getTime() > now + deliveredAtToleranceMs) throw invalid({ delivered_at: deliveryMessages.inFuture }, deliveryMessages.inFuture);
  await markDelivered(db, id, at, caller.id);
  const row = await deliveryRow(db, id);
  if (!row) throw notFound('Delivery');
  return presentDelivery(row);
};

/** outstanding_deliveries of the alert stats: undelivered and dated today in Nassau or earlier. */
export const countOutstandingDeliveries = (db: Db): Promise<number> => countOutstanding(db);

export type DeliveryRequest = {
  userId: number;
  directions: string;
  date: string;
  time: DeliveryTimeWindow;
  weightLb: number;
  totalCents: number;
  cardPaymentId: number | null;
  orderIds: readonly number[];
};

/**
 * A delivery asked for at checkout, written in the caller's transaction with the payment that
 * pays for it: it exists exactly when the payment is recorded, and the Deliveries screen and the
 * outstanding-deliveries banner read it like any other. Answers its id.
 */
export const createDelivery = (db: Db, request: DeliveryRequest): Promise<number> =>
  insertDelivery(
    db,
    {
      userId: request.userId,
      directions: request.directions,
      date: request.date,
      timeWindow: request.time,
      weightLb: request.weightLb,
      totalCents: request.totalCents,
      cardPaymentId: request.cardPaymentId,
    },
    request.orderIds,
  );
