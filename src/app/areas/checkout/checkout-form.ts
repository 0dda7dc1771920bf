import { z } from 'zod';
import { cardExpired, checkoutMessages, deliveryDayProblem, zCardForm, zCheckoutDelivery, type CartPayBody } from '../../../domain/checkout';
import { centsToDollars, type Cents } from '../../../domain/pricing';
import { businessToday } from '../../components/business-date';

const deliveryFields = ['date', 'time', 'directions'] as const;

/**
 * The customer's payment form (portal spec §3 Payment form): the card as the server checks it,
 * an expiry that has not passed, and the delivery's date, time and directions, which are required
 * only when a delivery is wanted (§4, §5).
 */
export const zCheckoutForm = z
  .object({
    ...zCardForm.shape,
    // Only a well-formed expiry can be judged, so a malformed one gets the format message alone.
    card_exp: zCardForm.shape.card_exp.refine((exp) => !cardExpired(exp, businessToday()), {
      error: checkoutMessages.expired,
      when: (payload) => payload.issues.length === 0,
    }),
    wantsDelivery: z.boolean(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    directions: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.wantsDelivery) return;
    for (const field of deliveryFields) {
      const checked = zCheckoutDelivery.shape[field].safeParse(values[field] ?? undefined);
      if (!checked.success) ctx.addIssue({ code: 'custom', path: [field], message: checked.error.issues[0]!.message });
    }
    const dayProblem = values.date ? deliveryDayProblem(values.date, businessToday()) : null;
    if (dayProblem) ctx.addIssue({ code: 'custom', path: ['date'], message: dayProblem });
  });
export type CheckoutFormValues = z.input<typeof zCheckoutForm>;

export const blankCheckoutForm: CheckoutFormValues = {
  card_name: '',
  card_number: '',
  card_exp: '',
  card_cvv: '',
  wantsDelivery: false,
  date: null,
  time: null,
  directions: '',
};

/** The fields a switched-off delivery no longer asks for, whose messages go with it. */
export const deliveryFormFields = deliveryFields;

/**
 * POST /users/{id}/cart/pay's body: the card, the cart total the customer saw (before the fee)
 * and the delivery with the cost they were shown. Built at the moment of paying and never kept.
 */
export const payBody = (values: CheckoutFormValues, cartTotal: Cents, deliveryCost: Cents | null): CartPayBody => {
  const form = zCheckoutForm.parse(values);
  const { card_name, card_number, card_exp, card_cvv } = form;
  return {
    data: { card_name, card_number, card_exp, card_cvv },
    cartTotal: centsToDollars(cartTotal),
    delivery:
      form.wantsDelivery && deliveryCost !== null
        ? zCheckoutDelivery.parse({ date: form.date, time: form.time, directions: form.directions, deliveryCost: centsToDollars(deliveryCost) })
        : null,
  };
};
