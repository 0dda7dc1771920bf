import { useState } from 'react';
import { Text, useMantineTheme } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { zQbBody, type ShipmentReportRow } from '../../../../domain/shipments';
import { businessToday } from '../../../components/business-date';
import { blockedReason } from '../../../components/blocked-reason';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialog } from '../../../components/form-dialog';
import { useSchemaForm } from '../../../components/schema-form';

const zQbForm = zQbBody.pick({ date: true });
const calendarLabels = { previousMonth: 'Previous month', nextMonth: 'Next month', monthLevelControl: 'Choose a month' };

type Props = {
  row: ShipmentReportRow | null;
  opened: boolean;
  onClose: () => void;
  /** Sends the entry; true once the server has it. */
  onSave: (row: ShipmentReportRow, date: string) => Promise<boolean>;
};

const QbForm = ({ row, onClose, onSave }: Omit<Props, 'opened' | 'row'> & { row: ShipmentReportRow }) => {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  // The day the entry is made in QuickBooks: usually today, in Nassau.
  const form = useSchemaForm(zQbForm, { date: businessToday() });
  const [pending, setPending] = useState(false);
  const blocked = blockedReason(zQbForm, form.values);
  const submit = form.onSubmit(async (values) => {
    setPending(true);
    const saved = await onSave(row, zQbForm.parse(values).date);
    setPending(false);
    if (saved) onClose();
  });
  return (
    <DialogForm onSubmit={submit} submitLabel="Add entry" onCancel={onClose} canSubmit={blocked === null} blockedReason={blocked && `Not ready: ${blocked}`} pending={pending}>
      <Text size="sm" mb="sm">
        Package <Text span ff="monospace">{row.label}</Text> of {row.client_fullname}
      </Text>
      <DatePickerInput
        size="md"
        label="Date"
        withAsterisk
        valueFormat="ddd, MMM D, YYYY"
        dropdownType={phone ? 'modal' : 'popover'}
        modalProps={{ title: 'Choose a day', closeButtonProps: { 'aria-label': 'Close' } }}
        ariaLabels={calendarLabels}
        {...form.getInputProps('date')}
      />
    </DialogForm>
  );
};

/** Add QB entry (finance spec §4): the day it went into QuickBooks, today unless changed. */
export const QbDialog = ({ row, opened, onClose, onSave }: Props) => (
  <FormDialog opened={opened} onClose={onClose} title="Add QB entry">
    {row && <QbForm row={row} onClose={onClose} onSave={onSave} />}
  </FormDialog>
);
