import type { FormEvent } from 'react';
import { Stack } from '@mantine/core';
import type { AuthUser } from '../../../domain/auth';
import { cartHasOneType, type CartItem } from '../../../domain/cart';
import { checkoutMessages, type CheckoutResult } from '../../../domain/checkout';
import { cartApi } from '../../api/cart';
import { SubmitButton } from '../../components/submit-button';
import { CheckoutSection } from './checkout-section';
import { CheckoutLines, CheckoutTotalLines } from './checkout-summary';
import { checkoutTotals } from './checkout-totals';
import { PayFailure } from './pay-outcome';
import { usePayAttempt } from './use-pay-attempt';

type Props = { user: AuthUser; items: CartItem[]; onPaid: (result: CheckoutResult) => void };

/** Staff pay their own cart with one button and no card form (portal spec §2), its invoices all of one type (§5). */
export const StaffCheckout = ({ user, items, onPaid }: Props) => {
  const totals = checkoutTotals(items, { withFee: false, delivery: null });
  const attempt = usePayAttempt({ userId: user.id, send: (key) => cartApi.payOther(key), onPaid });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    attempt.pay();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CheckoutSection title="Your cart">
          <Stack gap="sm">
            <CheckoutLines totals={totals} withFee={false} />
            <CheckoutTotalLines totals={totals} withFee={false} />
          </Stack>
        </CheckoutSection>
        {attempt.error && !attempt.processing && <PayFailure error={attempt.error} />}
        <SubmitButton size="md" mih={48} loading={attempt.processing} reason={cartHasOneType(items) ? null : checkoutMessages.mixedTypes}>
          Pay
        </SubmitButton>
      </Stack>
    </form>
  );
};
