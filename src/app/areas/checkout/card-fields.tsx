import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CheckoutFormValues } from './checkout-form';

type Props = { form: UseFormReturnType<CheckoutFormValues>; disabled: boolean };

// Typing 122027 reads as 12/2027: the slash is put in once the month's two digits are there.
const withExpirySlash = (text: string) => (text.includes('/') ? text : text.replace(/^(\d{2})(\d)/, '$1/$2'));

/**
 * The card, with the autocomplete names browsers and password managers fill from, and a number
 * keypad on phones. What is typed lives only in the form's state while the screen is open.
 */
export const CardFields = ({ form, disabled }: Props) => {
  const expiry = form.getInputProps('card_exp');
  return (
    <Stack gap="sm">
      <TextInput size="md" label="Name on card" withAsterisk autoComplete="cc-name" disabled={disabled} {...form.getInputProps('card_name')} />
      <TextInput
        size="md"
        label="Card number"
        withAsterisk
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        disabled={disabled}
        {...form.getInputProps('card_number')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          size="md"
          label="Expiry (MM/YYYY)"
          placeholder="MM/YYYY"
          withAsterisk
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={7}
          disabled={disabled}
          {...expiry}
          onChange={(event) => expiry.onChange(withExpirySlash(event.currentTarget.value))}
        />
        <TextInput size="md" label="CVV" withAsterisk autoComplete="cc-csc" inputMode="numeric" maxLength={4} disabled={disabled} {...form.getInputProps('card_cvv')} />
      </SimpleGrid>
    </Stack>
  );
};
