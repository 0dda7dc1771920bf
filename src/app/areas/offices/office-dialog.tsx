import { Select, Stack, TextInput } from '@mantine/core';
import { officeNumberMaxLength, zOfficeBody, type Office } from '../../../domain/offices';
import { FormDialog, FormDialogActions } from '../../components/form-dialog';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage, showServerErrors, useSchemaForm } from '../../components/schema-form';
import { locationIdOf, locationOptions } from './location-name';
import { useSaveOffice } from './use-offices';

type FormProps = { office: Office | null; onDone: () => void };

const OfficeForm = ({ office, onDone }: FormProps) => {
  const form = useSchemaForm(zOfficeBody, { number: office?.number ?? '', location_id: locationIdOf(office?.location_id ?? null) });
  const save = useSaveOffice();
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: office?.id ?? null, body: zOfficeBody.parse(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(office ? `Office ${saved.number} was updated.` : `Office ${saved.number} was added.`);
          onDone();
        },
        onError: (error) => {
          showServerErrors(form, error);
          notifyError(errorMessage(error));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
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
      <FormDialogActions submitLabel={office ? 'Save' : 'Add'} onCancel={onDone} canSubmit={form.isValid()} pending={save.isPending} />
    </form>
  );
};

type Props = { office: Office | null; opened: boolean; onClose: () => void };

/** Add (no office) or edit; the form starts afresh each time the dialog opens. */
export const OfficeDialog = ({ office, opened, onClose }: Props) => (
  <FormDialog opened={opened} onClose={onClose} title={office ? 'Edit office' : 'Add office'}>
    <OfficeForm key={office?.id ?? 'new'} office={office} onDone={onClose} />
  </FormDialog>
);
