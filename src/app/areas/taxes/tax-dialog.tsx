import { Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import { zTaxForm, type Tax } from '../../../domain/taxes';
import { blockedReason } from '../../components/blocked-reason';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';
import { NumberField } from '../../components/number-field';
import { useSchemaForm } from '../../components/schema-form';
import { useFormMutation } from '../../components/use-form-mutation';
import { taxesApi } from '../../api/taxes';
import { taxesKey } from './use-taxes';

type FormProps = { tax: Tax | null; onDone: () => void };

const blank = { description: '', vat: '', levy: '', levy_kind: 'percent', zero_rated: false, tariff_code: '' } as const;

const TaxForm = ({ tax, onDone }: FormProps) => {
  const form = useSchemaForm(zTaxForm, tax ?? blank);
  const { submit, pending } = useFormMutation(form, {
    send: (values) => {
      const body = zTaxForm.parse(values);
      return tax ? taxesApi.update(tax.id, body) : taxesApi.create(body);
    },
    success: (saved) => `Tariff category "${saved.description}" was ${tax ? 'updated' : 'added'}.`,
    invalidate: taxesKey,
    onSaved: onDone,
  });
  const perUnit = form.values.levy_kind === 'per_unit';
  const blocked = blockedReason(zTaxForm, form.values);
  return (
    <DialogForm
      onSubmit={submit}
      submitLabel={tax ? 'Save' : 'Add'}
      onCancel={onDone}
      canSubmit={blocked === null}
      blockedReason={blocked && `Not ready to ${tax ? 'save' : 'add'}: ${blocked}`}
      pending={pending}
    >
      <Stack gap="sm">
        <TextInput size="md" label="Description" withAsterisk data-autofocus {...form.getInputProps('description')} />
        <TextInput size="md" label="Tariff Code" withAsterisk {...form.getInputProps('tariff_code')} />
        <NumberField label="Duty (%)" withAsterisk min={0} decimalScale={2} allowNegative={false} inputMode="decimal" {...form.getInputProps('vat')} />
        <Radio.Group size="md" label="Levy type" {...form.getInputProps('levy_kind')}>
          <Group gap="lg" mt={6}>
            <Radio size="md" value="percent" label="Percent of value" />
            <Radio size="md" value="per_unit" label="Dollars per unit" />
          </Group>
        </Radio.Group>
        <NumberField
          label={perUnit ? 'Levy ($ per unit)' : 'Levy (%)'}
          withAsterisk
          min={0}
          decimalScale={2}
          fixedDecimalScale={perUnit}
          allowNegative={false}
          inputMode="decimal"
          {...form.getInputProps('levy')}
        />
        <Checkbox
          size="md"
          mt="xs"
          label="Zero-rated"
          description="No VAT is charged on these goods."
          {...form.getInputProps('zero_rated', { type: 'checkbox' })}
        />
      </Stack>
    </DialogForm>
  );
};

type Props = { tax: Tax | null; opened: boolean; onClose: () => void };

/** Add (no tax) or edit a tariff category; the form starts afresh each time the dialog opens. */
export const TaxDialog = ({ tax, opened, onClose }: Props) => (
  <FormDialog opened={opened} onClose={onClose} title={tax ? 'Edit tariff category' : 'Add tariff category'}>
    <TaxForm key={tax?.id ?? 'new'} tax={tax} onDone={onClose} />
  </FormDialog>
);
