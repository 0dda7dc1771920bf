import { SimpleGrid, Stack, TextInput, Textarea, useMantineTheme } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { NumberField } from '../../../components/number-field';
import type { ShipmentForm } from './shipment-values';

// The picker's placeholder is text on a button, so it must meet the 4.5:1 contrast that input placeholders are spared.
const dateStyles = { placeholder: { color: 'var(--mantine-color-dimmed)' } };
const calendarLabels = { previousMonth: 'Previous month', nextMonth: 'Next month', monthLevelControl: 'Choose a month' };

/** The shipment's own fields (finance spec §5): carrier and arrival date required, the rest optional. */
export const ShipmentFields = ({ form }: { form: ShipmentForm }) => {
  const theme = useMantineTheme();
  // A calendar popover crowds a phone screen, so there it opens as a dialog.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput size="md" label="Carrier" withAsterisk data-autofocus {...form.getInputProps('carrier')} />
        <DatePickerInput
          size="md"
          label="Arrival Date"
          withAsterisk
          clearable
          placeholder="Choose a day"
          valueFormat="ddd, MMM D, YYYY"
          styles={dateStyles}
          dropdownType={phone ? 'modal' : 'popover'}
          modalProps={{ title: 'Choose a day', closeButtonProps: { 'aria-label': 'Close' } }}
          clearButtonProps={{ 'aria-label': 'Clear arrival date' }}
          ariaLabels={calendarLabels}
          {...form.getInputProps('arrival_date')}
        />
        <TextInput size="md" label="Manifest key" {...form.getInputProps('manifest_key')} />
        <NumberField label="Freight" leftSection="$" min={0} decimalScale={2} allowNegative={false} inputMode="decimal" {...form.getInputProps('freight')} />
        <TextInput size="md" label="C13" description="The customs entry number" {...form.getInputProps('customs')} />
      </SimpleGrid>
      <Textarea size="md" label="Notes" autosize minRows={2} maxRows={8} {...form.getInputProps('notes')} />
    </Stack>
  );
};
