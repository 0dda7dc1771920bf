import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../../domain/auth';
import { cartHasOneType, type CartItem } from '../../../domain/cart';
import { checkoutMessages, type CheckoutResult } from '../../../domain/checkout';
import { parseCents } from '../../../domain/pricing';
import { ApiError } from '../../api/api-error';
import { cartApi } from '../../api/cart';
import { blockedReason } from '../../components/blocked-reason';
import { showServerErrors, useSchemaForm } from '../../components/schema-form';
import { SubmitButton } from '../../components/submit-button';
import { cartKey } from '../cart';
import { CardFields } from './card-fields';
import { blankCheckoutForm, deliveryFormFields, payBody, zCheckoutForm } from './checkout-form';
import { CheckoutSection } from './checkout-section';
import { CheckoutLines, CheckoutTotalLines } from './checkout-summary';
import { checkoutTotals } from './checkout-totals';
import { DeliveryFields } from './delivery-fields';
import { PayFailure } from './pay-outcome';
import { usePayAttempt } from './use-pay-attempt';

type Props = { user: AuthUser; items: CartItem[]; onPaid: (result: CheckoutResult) => void };

/** A customer's checkout (portal spec §2): the cart with its fees, a delivery if wanted, and the card. */
export const CustomerCheckout = ({ user, items, onPaid }: Props) => {
  const form = useSchemaForm(zCheckoutForm, blankCheckoutForm);
  const estimate = useQuery({ queryKey: [...cartKey(user.id), 'delivery-estimate'], queryFn: () => cartApi.deliveryEstimate(user.id) });
  const deliveryCost = estimate.data === undefined ? undefined : parseCents(estimate.data);
  const wanted = form.values.wantsDelivery;
  const totals = checkoutTotals(items, { withFee: true, delivery: wanted ? (deliveryCost ?? null) : null });
  const attempt = usePayAttempt({
    userId: user.id,
    send: (key) => cartApi.pay(user.id, payBody(form.getValues(), totals.subtotal, totals.delivery), key),
    onPaid: (result) => {
      // The card goes from memory as soon as it has been charged.
      form.reset();
      onPaid(result);
    },
    onRefused: (error) => {
      showServerErrors(form, error);
      // The delivery's fields come back under delivery.*, which the form holds at its top level.
      if (error instanceof ApiError)
        for (const field of deliveryFormFields) {
          const message = error.fields[`delivery.${field}`];
          if (message) form.setFieldError(field, message);
        }
    },
  });
  // Why Pay cannot be pressed yet, in the order a customer can act on it; null when it can.
  const payBlocked = () => {
    if (!cartHasOneType(items)) return checkoutMessages.mixedTypes;
    if (wanted && deliveryCost === undefined) return estimate.isError ? 'The delivery cost could not be worked out.' : 'Waiting for the delivery cost.';
    return blockedReason(zCheckoutForm, form.values);
  };
  return (
    <form onSubmit={form.onSubmit(attempt.pay)} noValidate>
      <Stack gap="md">
        <CheckoutSection title="Your cart">
          <CheckoutLines totals={totals} withFee />
        </CheckoutSection>
        <CheckoutSection title="Delivery">
          <DeliveryFields form={form} cost={deliveryCost} costError={estimate.isError} disabled={attempt.processing} />
        </CheckoutSection>
        <CheckoutSection title="Card">
          <CardFields form={form} disabled={attempt.processing} />
        </CheckoutSection>
        <CheckoutTotalLines totals={totals} withFee />
        {attempt.error && !attempt.processing && <PayFailure error={attempt.error} />}
        <SubmitButton size="md" mih={48} loading={attempt.processing} reason={attempt.processing ? null : payBlocked()}>
          Pay
        </SubmitButton>
      </Stack>
    </form>
  );
};
