import { Stack, TextInput } from '@mantine/core';
import { zCheckpointBody, type Checkpoint } from '../../../domain/checkpoints';
import { FormDialog, FormDialogActions } from '../../components/form-dialog';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage, showServerErrors, useSchemaForm } from '../../components/schema-form';
import { useSaveCheckpoint } from './use-checkpoints';

type FormProps = { checkpoint: Checkpoint | null; onDone: () => void };

const blank = { name: '', email: '', address: '', phone: '' };

const CheckpointForm = ({ checkpoint, onDone }: FormProps) => {
  const form = useSchemaForm(
    zCheckpointBody,
    checkpoint ? { name: checkpoint.name, email: checkpoint.email, address: checkpoint.address, phone: checkpoint.phone } : blank,
  );
  const save = useSaveCheckpoint();
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: checkpoint?.id ?? null, body: zCheckpointBody.parse(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(checkpoint ? `Checkpoint "${saved.name}" was updated.` : `Checkpoint "${saved.name}" was added.`);
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
        <TextInput size="md" label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <TextInput size="md" label="E-mail" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
        <TextInput size="md" label="Address" withAsterisk {...form.getInputProps('address')} />
        <TextInput size="md" label="Phone Number" type="tel" withAsterisk {...form.getInputProps('phone')} />
      </Stack>
      <FormDialogActions submitLabel={checkpoint ? 'Save' : 'Add'} onCancel={onDone} canSubmit={form.isValid()} pending={save.isPending} />
    </form>
  );
};

type Props = { checkpoint: Checkpoint | null; opened: boolean; onClose: () => void };

/** Add (no checkpoint) or edit; the form starts afresh each time the dialog opens. */
export const CheckpointDialog = ({ checkpoint, opened, onClose }: Props) => (
  <FormDialog opened={opened} onClose={onClose} title={checkpoint ? 'Edit checkpoint' : 'Add checkpoint'}>
    <CheckpointForm key={checkpoint?.id ?? 'new'} checkpoint={checkpoint} onDone={onClose} />
  </FormDialog>
);
