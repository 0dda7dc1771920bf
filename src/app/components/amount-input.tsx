import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A required measure or dollar amount: never below 0, at most two decimals (the API refuses more),
 * and a phone's decimal keypad.
 */
export const AmountInput = (props: NumberInputProps) => (
  <NumberInput size="md" withAsterisk min={0} decimalScale={2} allowNegative={false} hideControls inputMode="decimal" {...props} />
);
