import { z } from 'zod';
import { zPage, zTimestamp } from './common';
import { dateField, dateTimeField } from './fields';

/** The delivery time windows (finance spec §9), in the day's order. */
export const deliveryTimeWindows = ['10:00am-12:00pm', '1:00pm-3:00pm', '4:00pm-6:00pm'] as const;
export type DeliveryTimeWindow = (typeof deliveryTimeWindows)[number];

export const deliveriesPageSize = 20;
/** A device clock this far ahead of the server is still believed; further ahead, the tick is refused. */
export const deliveredAtToleranceMs = 60 * 1000;

const zPerson = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/**
 * A delivery (finance spec §3). flagged is the customer's fraud flag; weight is in lb; total is
 * dollars like every amount of the API; orders are order ids; date is the Nassau business day.
 */
export const zDelivery = z
  .object({
    id: z.number().int(),
    delivered: z.boolean(),
    flagged: z.boolean(),
    user: zPerson,
    directions: z.string(),
    time: z.enum(deliveryTimeWindows),
    weight: z.number(),
    orders: z.array(z.number().int()),
    total: z.number(),
    date: z.iso.date(),
    delivered_at: zTimestamp.nullable(),
    delivered_by: zPerson.nullable(),
  })
  .meta({ id: 'Delivery' });
export type Delivery = z.infer<typeof zDelivery>;

const blankAsAbsent = <T extends z.ZodType>(field: T) => z.union([z.literal('').transform(() => undefined), field.optional()]);

/** GET /deliveries: search matches the customer's name or number (Dept #), the directions or an order id. */
export const zDeliveriesQuery = z.object({
  search: z.string().trim().max(100, { error: 'At most 100 characters' }).default(''),
  page: zPage,
  date: blankAsAbsent(dateField('Date must be a date (YYYY-MM-DD)')),
});
export type DeliveriesQuery = z.infer<typeof zDeliveriesQuery>;

export const zDeliveriesPage = z
  .object({
    data: z.array(zDelivery),
    meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() }),
  })
  .meta({ id: 'DeliveriesPage' });
export type DeliveriesPage = z.infer<typeof zDeliveriesPage>;

/** POST /deliveries/{id}/delivered: delivered_at is the device's time of the tick (the offline queue sends it). */
export const zDeliveredBody = z
  .object({ delivered_at: dateTimeField('Must be an ISO 8601 date and time').optional() })
  .meta({ id: 'DeliveredBody' });
export type DeliveredBody = z.infer<typeof zDeliveredBody>;

export const deliveryMessages = {
  inFuture: 'The delivery time is in the future; check the device clock.',
} as const;
