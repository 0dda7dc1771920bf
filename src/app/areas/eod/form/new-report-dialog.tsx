import { Alert, SimpleGrid, Stack, Textarea, useMantineTheme } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { AmountInput } from '../../../components/amount-input';
import { blockedReason } from '../../../components/blocked-reason';
import { businessToday } from '../../../components/business-date';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialog } from '../../../components/form-dialog';
import { NumberField } from '../../../components/number-field';
import { useSchemaForm } from '../../../components/schema-form';
import type { EodViewInfo } from '../eod-views';
import { newReportValues, zReportForm } from './report-values';
import { useReportSave } from './use-report-save';

// The picker's placeholder is text on a button, so it must meet the 4.5:1 contrast that input placeholders are spared.
const dateStyles = { placeholder: { color: 'var(--mantine-color-dimmed)' } };
// The input's clear button is not a CloseButton to touch-targets.css, so on a phone it gets its 44 px here.
const phoneClearButton = { minWidth: 44, minHeight: 44 };
const calendarLabels = { previousMonth: 'Previous month', nextMonth: 'Next month', monthLevelControl: 'Choose a month' };

type Props = { info: EodViewInfo; opened: boolean; onClose: () => void };

const ReportForm = ({ info, onClose }: Omit<Props, 'opened'>) => {
  const theme = useMantineTheme();
  // A calendar popover crowds a phone screen, so there it opens as a dialog.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const form = useSchemaForm(zReportForm, newReportValues());
  const { submit, pending, refusal } = useReportSave(form, info);
  const blocked = blockedReason(zReportForm, form.values);
  return (
    <DialogForm onSubmit={submit} submitLabel="Save" onCancel={onClose} canSubmit={blocked === null} blockedReason={blocked && `Not ready to save: ${blocked}`} pending={pending}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <AmountInput label="Beginning Balance" leftSection="$" data-autofocus {...form.getInputProps('beginning')} />
          <NumberField label="Ending Balance" leftSection="$" min={0} decimalScale={2} allowNegative={false} inputMode="decimal" {...form.getInputProps('ending')} />
        </SimpleGrid>
        <DatePickerInput
          size="md"
          label="Date"
          withAsterisk
          clearable
          placeholder="Choose a day"
          valueFormat="ddd, MMM D, YYYY"
          maxDate={businessToday()}
          styles={dateStyles}
          dropdownType={phone ? 'modal' : 'popover'}
          modalProps={{ title: 'Choose a day', closeButtonProps: { 'aria-label': 'Close' } }}
          clearButtonProps={{ 'aria-label': 'Clear date', style: phone ? phoneClearButton : undefined }}
          rightSectionWidth={phone ? 48 : undefined}
          ariaLabels={calendarLabels}
          {...form.getInputProps('date')}
        />
        <Textarea size="md" label="Notes" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
        {refusal && (
          <Alert color="red" role="alert" title="Not saved">
            {refusal}
          </Alert>
        )}
      </Stack>
    </DialogForm>
  );
};

/** New Report (finance spec §5, End-of-day form): beginning balance and date required, ending and notes optional. */
export const NewReportDialog = ({ opened, ...form }: Props) => (
  <FormDialog opened={opened} onClose={form.onClose} title="New Report">
    <ReportForm {...form} />
  </FormDialog>
);
