import { z } from 'zod';
import { blankAsMissing } from './fields';
import { centsToDollars, rateUnit, tryParseCents, type RateKey, type RateUnit } from './pricing';
import { zRateBody } from './rates';

/** Dollars and percentages are typed with up to two decimals; days and the divisor are whole. */
export const rateInputDecimals = (unit: RateUnit) => (unit === 'cents' || unit === 'basis_points' ? 2 : 0);

/** A value as typed on the Rates screen to the stored integer: dollars to cents, % to basis points, exactly. */
export const rateValueFromInput = (unit: RateUnit, input: number): number | undefined => {
  if (rateInputDecimals(unit) === 2) return tryParseCents(input);
  return Number.isSafeInteger(input) ? input : undefined;
};

/** The stored integer back to what the form shows. */
export const rateInputFromValue = (unit: RateUnit, value: number): number => (rateInputDecimals(unit) === 2 ? centsToDollars(value) : value);

export const rateFormMessages = {
  confirmPast: 'Confirm that this version applies from a past date',
} as const;

/**
 * The "Add version" form of one rate. The value is typed in the key's unit and leaves the form as
 * the integer POST /rates takes, checked by the body's own field. A date before `today` has to be
 * confirmed, because invoices dated from then on are priced with the new value.
 */
export const zRateForm = (key: RateKey, today: string) => {
  const unit = rateUnit(key);
  const decimalsMessage = rateInputDecimals(unit) === 2 ? 'Value must have at most two decimals' : 'Value must be a whole number';
  return z
    .object({
      value: blankAsMissing(
        z
          .number({ error: 'Value is required' })
          .transform((input, context) => {
            const value = rateValueFromInput(unit, input);
            if (value === undefined) context.issues.push({ code: 'custom', message: decimalsMessage, input });
            return value ?? z.NEVER;
          })
          .pipe(zRateBody.shape.value),
      ),
      effective_from: zRateBody.shape.effective_from,
      confirm_past: z.boolean(),
    })
    .refine((form) => form.confirm_past || form.effective_from >= today, { error: rateFormMessages.confirmPast, path: ['confirm_past'] });
};
