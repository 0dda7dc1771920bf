import { Select, Stack, Switch, Textarea, useMantineTheme } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { deliveryTimeWindows } from '../../../domain/deliveries';
import { formatDollars, type Cents } from '../../../domain/pricing';
import { deliveryFormFields, type CheckoutFormValues } from './checkout-form';
import { isSunday } from '../../../domain/checkout';
import { businessToday } from '../../components/business-date';

type Props = { form: UseFormReturnType<CheckoutFormValues>; cost: Cents | undefined; costError: boolean; disabled: boolean };

// The picker's placeholder is text on a button, so it must meet the 4.5:1 contrast that input placeholders are spared.
const dateStyles = { placeholder: { color: 'var(--mantine-color-dimmed)' } };

const calendarLabels = { previousMonth: 'Previous month', nextMonth: 'Next month', monthLevelControl: 'Choose a month' };

const costText = (cost: Cents | undefined, costError: boolean) => {
  if (costError) return 'The delivery cost could not be worked out. Try again later or collect at the counter.';
  return cost === undefined ? 'Working out the delivery cost…' : `Delivery costs ${formatDollars(cost)}.`;
};

/** The delivery a customer may ask for at checkout; its date, time and directions only once they do. */
export const DeliveryFields = ({ form, cost, costError, disabled }: Props) => {
  const theme = useMantineTheme();
  // A calendar popover crowds a phone screen, so there it opens as a dialog.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const wanted = form.values.wantsDelivery;
  const toggle = (next: boolean) => {
    form.setFieldValue('wantsDelivery', next);
    if (!next) for (const field of deliveryFormFields) form.clearFieldError(field);
  };
  return (
    <Stack gap="sm">
      <Switch
        size="md"
        label="I want my packages delivered"
        description={costText(cost, costError)}
        checked={wanted}
        disabled={disabled}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      {wanted && (
        <>
          <DatePickerInput
            size="md"
            label="Date"
            withAsterisk
            placeholder="Choose a day"
            valueFormat="ddd, MMM D, YYYY"
            minDate={businessToday()}
            excludeDate={isSunday}
            styles={dateStyles}
            dropdownType={phone ? 'modal' : 'popover'}
            modalProps={{ title: 'Choose a day', closeButtonProps: { 'aria-label': 'Close' } }}
            ariaLabels={calendarLabels}
            disabled={disabled}
            {...form.getInputProps('date')}
          />
          <Select size="md" label="Time" withAsterisk placeholder="Choose a time window" data={deliveryTimeWindows} allowDeselect={false} disabled={disabled} {...form.getInputProps('time')} />
          <Textarea size="md" label="Directions" withAsterisk autosize minRows={2} maxRows={6} disabled={disabled} {...form.getInputProps('directions')} />
        </>
      )}
    </Stack>
  );
};
