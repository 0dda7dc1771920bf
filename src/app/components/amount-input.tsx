import type { NumberInputProps } from '@mantine/core';
import { NumberField } from './number-field';

/**
 * A required measure or dollar amount: never below 0, at most two decimals (the API refuses more),
 * and a phone's decimal keypad. A zero it holds is selected on focus, so typing replaces it.
 */
export const AmountInput = (props: NumberInputProps) => (
  <NumberField withAsterisk min={0} decimalScale={2} allowNegative={false} inputMode="decimal" {...props} />
);
