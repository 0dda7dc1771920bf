import { useMemo } from 'react';
import { Alert, Checkbox, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { rateUnit } from '../../../domain/pricing';
import { rateInputDecimals, rateInputFromValue, zRateForm } from '../../../domain/rate-form';
import type { RateVersion } from '../../../domain/rates';
import { ratesApi } from '../../api/rates';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';
import { useSchemaForm } from '../../components/schema-form';
import { useFormMutation } from '../../components/use-form-mutation';
import { businessToday, formatBusinessDate, nextDay } from '../../components/business-date';
import type { RatePart } from './rate-groups';
import { rateInputUnit, rateValueText } from './rate-text';
import { ratesKey } from './use-rates';

export type VersionTarget = { part: RatePart; name: string; inForce: RateVersion | undefined };

type FormProps = VersionTarget & { onDone: () => void };

const VersionForm = ({ part, name, inForce, onDone }: FormProps) => {
  const unit = rateUnit(part.key);
  const today = businessToday();
  const schema = useMemo(() => zRateForm(part.key, today), [part.key, today]);
  const form = useSchemaForm(schema, {
    value: inForce ? rateInputFromValue(unit, inForce.value) : '',
    effective_from: nextDay(today),
    confirm_past: false,
  });
  const { submit, pending } = useFormMutation(form, {
    send: (values) => {
      const { value, effective_from } = schema.parse(values);
      return ratesApi.create({ key: part.key, value, effective_from });
    },
    success: (saved) => `${name}: ${rateValueText(saved.key, saved.value)} from ${formatBusinessDate(saved.effective_from)} was added.`,
    invalidate: ratesKey,
    onSaved: onDone,
  });
  const date = form.values.effective_from;
  const past = date !== '' && date < today;
  const decimals = rateInputDecimals(unit);
  return (
    <DialogForm onSubmit={submit} submitLabel="Add version" onCancel={onDone} canSubmit={form.isValid()} pending={pending}>
      <Stack gap="sm">
        <Text size="sm">
          In force today:{' '}
          <Text span fw={700}>
            {inForce ? `${rateValueText(part.key, inForce.value)} since ${formatBusinessDate(inForce.effective_from)}` : 'no value'}
          </Text>
        </Text>
        <NumberInput
          size="md"
          label={`New value (${rateInputUnit[unit]})`}
          withAsterisk
          data-autofocus
          min={0}
          decimalScale={decimals}
          allowDecimal={decimals > 0}
          allowNegative={false}
          hideControls
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          {...form.getInputProps('value')}
        />
        <TextInput size="md" type="date" label="Effective from" withAsterisk {...form.getInputProps('effective_from')} />
        {past && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title="This date is in the past"
            // Mantine's yellow title text is too pale to read on the yellow background (contrast below 4.5:1).
            styles={{ title: { color: 'var(--mantine-color-black)' }, icon: { color: 'var(--mantine-color-orange-9)' } }}
          >
            <Stack gap="xs">
              <Text size="sm">
                Invoices keep their old rate only if they are dated before {formatBusinessDate(date)}. Invoices dated on or after it are priced with the
                new value.
              </Text>
              <Checkbox size="md" label="Apply from this past date" {...form.getInputProps('confirm_past', { type: 'checkbox' })} />
            </Stack>
          </Alert>
        )}
      </Stack>
    </DialogForm>
  );
};

type Props = { target: VersionTarget | null; opened: boolean; onClose: () => void };

/** A new version of one rate from a date on; existing versions are never edited. */
export const RateVersionDialog = ({ target, opened, onClose }: Props) => (
  <FormDialog opened={opened} onClose={onClose} title={target ? `Add version: ${target.name}` : 'Add version'}>
    {target && <VersionForm key={target.part.key} {...target} onDone={onClose} />}
  </FormDialog>
);
