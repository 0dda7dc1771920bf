import { Select, Stack, TextInput } from '@mantine/core';
import { officeNumberMaxLength, zOfficeBody, type Office } from '../../../domain/offices';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';
import { useSchemaForm } from '../../components/schema-form';
import { useFormMutation } from '../../components/use-form-mutation';
import { locationIdOf, locationOptions } from './location-name';
import { officesKey, saveOffice } from './use-offices';

type FormProps = { office: Office | null; onDone: () => void };

const OfficeForm = ({ office, onDone }: FormProps) => {
  const form = useSchemaForm(zOfficeBody, { number: office?.number ?? '', location_id: locationIdOf(office?.location_id ?? null) });
  const save = useFormMutation(form, {
    send: (values) => saveOffice(office?.id ?? null, zOfficeBody.parse(values)),
    success: (saved) => (office ? `Office ${saved.number} was updated.` : `Office ${saved.number} was added.`),
    invalidate: officesKey,
    onSaved: onDone,
  });
  return (
    <DialogForm onSubmit={save.submit} submitLabel={office ? 'Save' : 'Add'} onCancel={onDone} canSubmit={form.isValid()} pending={save.pending}>
      <Stack gap="sm">
        <TextInput size="md" label="Office Number" withAsterisk data-autofocus maxLength={officeNumberMaxLength} {...form.getInputProps('number')} />
        <Select
          size="md"
          label="Location"
          placeholder="No location"
          data={locationOptions}
          clearable
          value={form.values.location_id ? String(form.values.location_id) : null}
          onChange={(value) => form.setFieldValue('location_id', locationIdOf(value))}
          error={form.errors.location_id}
        />
      </Stack>
    </DialogForm>
  );
};

type Props = { office: Office | null; opened: boolean; onClose: () => void };

/** Add (no office) or edit; the form starts afresh each time the dialog opens. */
export const OfficeDialog = ({ office, opened, onClose }: Props) => (
  <FormDialog opened={opened} onClose={onClose} title={office ? 'Edit office' : 'Add office'}>
    <OfficeForm key={office?.id ?? 'new'} office={office} onDone={onClose} />
  </FormDialog>
);
