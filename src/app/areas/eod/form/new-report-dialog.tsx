import { Alert, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { AmountInput } from '../../../components/amount-input';
import { blockedReason } from '../../../components/blocked-reason';
import { businessToday } from '../../../components/business-date';
import { DayInput } from '../../../components/day-input';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialog } from '../../../components/form-dialog';
import { NumberField } from '../../../components/number-field';
import { useSchemaForm } from '../../../components/schema-form';
import type { EodViewInfo } from '../eod-views';
import { newReportValues, zReportForm } from './report-values';
import { useReportSave } from './use-report-save';


type Props = { info: EodViewInfo; opened: boolean; onClose: () => void };

const ReportForm = ({ info, onClose }: Omit<Props, 'opened'>) => {
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
        <DayInput
          label="Date"
          withAsterisk
          clearable
          placeholder="Choose a day"
          maxDate={businessToday()}
          clearButtonProps={{ 'aria-label': 'Clear date' }}
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
