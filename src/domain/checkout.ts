import { z } from 'zod';
import { zTimestamp } from './common';
import { dateField, requiredText } from './fields';
import { deliveryTimeWindows } from './deliveries';
import { dollarsField } from './pricing/input-fields';

/** Luhn (mod 10) over a string of digits: every card number's own check digit. */
export const passesLuhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
};

/** A card's expiry is the end of its month: 11/2026 is good through 30 November 2026. */
export const cardExpired = (exp: string, today: string) => {
  const [month, year] = exp.split('/');
  return `${year}-${month}` < today.slice(0, 7);
};

export const checkoutMessages = {
  success: 'Your transaction was successfully processed.',
  failure: 'There was an error with your transaction. Please check the form and try again, or contact a provider agent for further assistance.',
  mixedTypes: 'You cannot complete this checkout process unless all invoices in your cart are of the same time.',
  cartChanged: 'Your cart has changed since you opened checkout. Review it and pay again.',
  deliveryChanged: 'The delivery cost has changed. Review it and pay again.',
  empty: 'Your cart is currently empty.',
  declined: 'The card was declined.',
  insufficientFunds: 'The card has insufficient funds.',
  expired: 'This card has expired',
  adminOnlyType: 'Only an admin may take payment for bank or online invoices.',
  untyped: 'Set the type of every invoice in the cart first.',
  deliveryInPast: 'Choose today or a later day',
  deliveryOnSunday: 'There are no deliveries on Sundays',
} as const;

/** The warehouse and its drivers work Monday to Saturday (docs/decisions.md, ETA schedule). */
export const isSunday = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`).getUTCDay() === 0;

/** Why a delivery cannot be on this Nassau day, or null when it can: the app says it as the customer picks, the server refuses it. */
export const deliveryDayProblem = (day: string, today: string) => {
  if (day.slice(0, 10) < today) return checkoutMessages.deliveryInPast;
  return isSunday(day) ? checkoutMessages.deliveryOnSunday : null;
};

const digitsOnly = /^[0-9]+$/;

/**
 * The card half of the payment form (portal spec §3, §5). Spaces a person types between groups are
 * dropped; what remains must be digits that pass Luhn. Whether the expiry is past depends on the day,
 * so the server checks that against today in Nassau.
 */
export const zCardForm = z.object({
  card_name: requiredText('Name on card is required', 100),
  card_number: z
    .string({ error: 'Card number is required' })
    .transform((text) => text.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'Card number is required' })
        .regex(digitsOnly, { error: 'Card number must be numeric' })
        .min(12, { error: 'Card number is too short' })
        .max(19, { error: 'Card number is too long' })
        .refine(passesLuhn, { error: 'Card number is not valid' }),
    ),
  card_exp: z
    .string({ error: 'Expiry is required' })
    .trim()
    .min(1, { error: 'Expiry is required' })
    .regex(/^(0[1-9]|1[0-2])\/(19|2\d)\d{2}$/, { error: 'Expiry must be MM/YYYY' }),
  card_cvv: z
    .string({ error: 'CVV is required' })
    .trim()
    .min(1, { error: 'CVV is required' })
    .regex(digitsOnly, { error: 'CVV must be numeric' })
    .min(3, { error: 'CVV must be 3 or 4 digits' })
    .max(4, { error: 'CVV must be 3 or 4 digits' }),
});
export type CardForm = z.infer<typeof zCardForm>;

/** The delivery asked for at checkout: a Nassau day, one of the three windows, and directions to the door. */
export const zCheckoutDelivery = z.object({
  date: dateField('Date is required'),
  time: z.enum(deliveryTimeWindows, { error: 'Time is required' }),
  directions: requiredText('Directions are required', 1000),
  deliveryCost: dollarsField('Delivery cost'),
});
export type CheckoutDelivery = z.infer<typeof zCheckoutDelivery>;

/**
 * POST /users/{id}/cart/pay {data, cartTotal, delivery}: the card, the cart total the customer saw
 * (the sum of the invoice values, before the convenience fee) and, when wanted, the delivery.
 */
export const zCartPayBody = z
  .object({
    data: zCardForm,
    cartTotal: dollarsField('Cart total'),
    delivery: zCheckoutDelivery.nullish(),
  })
  .meta({ id: 'CartPayBody' });
export type CartPayBody = z.infer<typeof zCartPayBody>;

/** What a successful checkout answers: what was paid, what was charged and the delivery it made. */
export const zCheckoutResult = z
  .object({
    message: z.literal(checkoutMessages.success),
    invoices: z.array(z.number().int()),
    type: z.string(),
    total: z.number(),
    convenience_fee: z.number(),
    delivery_cost: z.number(),
    charged: z.number(),
    reference: z.string().nullable(),
    last_four: z.string().nullable(),
    delivery_id: z.number().int().nullable(),
    paid_on: zTimestamp,
  })
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof zCheckoutResult>;

/** GET /delivery/estimate/{param}: param is the cart owner's id (Dept #); the answer is dollars. */
export const zDeliveryEstimate = z.number().meta({ id: 'DeliveryEstimate' });
