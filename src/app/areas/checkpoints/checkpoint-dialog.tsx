import { Stack, Switch, TextInput } from '@mantine/core';
import { checkpointMessages, zCheckpointBody, type Checkpoint } from '../../../domain/checkpoints';
import { blockedReason } from '../../components/blocked-reason';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';
import { useSchemaForm } from '../../components/schema-form';
import { useFormMutation } from '../../components/use-form-mutation';
import { checkpointsKey, saveCheckpoint } from './use-checkpoints';

type FormProps = { checkpoint: Checkpoint | null; onDone: () => void };

const blank = { name: '', email: '', address: '', phone: '', releases: false };

const CheckpointForm = ({ checkpoint, onDone }: FormProps) => {
  const form = useSchemaForm(
    zCheckpointBody,
    checkpoint ? { name: checkpoint.name, email: checkpoint.email, address: checkpoint.address, phone: checkpoint.phone, releases: checkpoint.releases } : blank,
  );
  const save = useFormMutation(form, {
    send: (values) => saveCheckpoint(checkpoint?.id ?? null, zCheckpointBody.parse(values)),
    success: (saved) => (checkpoint ? `Checkpoint "${saved.name}" was updated.` : `Checkpoint "${saved.name}" was added.`),
    invalidate: checkpointsKey,
    onSaved: onDone,
  });
  const blocked = blockedReason(zCheckpointBody, form.values);
  return (
    <DialogForm
      onSubmit={save.submit}
      submitLabel={checkpoint ? 'Save' : 'Add'}
      onCancel={onDone}
      canSubmit={blocked === null}
      blockedReason={blocked && `Not ready to ${checkpoint ? 'save' : 'add'}: ${blocked}`}
      pending={save.pending}
    >
      <Stack gap="sm">
        <TextInput size="md" label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <TextInput size="md" label="E-mail" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
        <TextInput size="md" label="Address" withAsterisk {...form.getInputProps('address')} />
        <TextInput size="md" label="Phone Number" type="tel" withAsterisk {...form.getInputProps('phone')} />
        <Switch size="md" mt="xs" label="Release point" description={checkpointMessages.releasePoint} {...form.getInputProps('releases', { type: 'checkbox' })} />
      </Stack>
    </DialogForm>
  );
};

type Props = { checkpoint: Checkpoint | null; opened: boolean; onClose: () => void };

/** Add (no checkpoint) or edit; the form starts afresh each time the dialog opens. */
export const CheckpointDialog = ({ checkpoint, opened, onClose }: Props) => (
  <FormDialog opened={opened} onClose={onClose} title={checkpoint ? 'Edit checkpoint' : 'Add checkpoint'}>
    <CheckpointForm key={checkpoint?.id ?? 'new'} checkpoint={checkpoint} onDone={onClose} />
  </FormDialog>
);
