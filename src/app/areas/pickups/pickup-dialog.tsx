import { Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { pickupLimits, zPickupBody, type Pickup } from '../../../domain/pickups';
import { blockedReason } from '../../components/blocked-reason';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';
import { useSchemaForm } from '../../components/schema-form';
import { useFormMutation } from '../../components/use-form-mutation';
import { pickupsKey, refreshOrderFormPickups, savePickup } from './use-pickups';

type FormProps = { pickup: Pickup | null; onDone: () => void };

const PickupForm = ({ pickup, onDone }: FormProps) => {
  const queryClient = useQueryClient();
  const form = useSchemaForm(zPickupBody, { name: pickup?.name ?? '', address: pickup?.address ?? '', phone: pickup?.phone ?? '', email: pickup?.email ?? '' });
  const save = useFormMutation(form, {
    send: (values) => savePickup(pickup?.id ?? null, zPickupBody.parse(values)),
    success: (saved) => (pickup ? `${saved.name} was updated.` : `${saved.name} was added.`),
    invalidate: pickupsKey,
    onSaved: () => {
      refreshOrderFormPickups(queryClient);
      onDone();
    },
  });
  const blocked = blockedReason(zPickupBody, form.values);
  return (
    <DialogForm
      onSubmit={save.submit}
      submitLabel={pickup ? 'Save' : 'Add'}
      onCancel={onDone}
      canSubmit={blocked === null}
      blockedReason={blocked && `Not ready to ${pickup ? 'save' : 'add'}: ${blocked}`}
      pending={save.pending}
    >
      <Stack gap="sm">
        <TextInput size="md" label="Name" withAsterisk data-autofocus maxLength={pickupLimits.name} autoComplete="off" {...form.getInputProps('name')} />
        <TextInput size="md" label="Address" withAsterisk maxLength={pickupLimits.address} autoComplete="off" {...form.getInputProps('address')} />
        <TextInput size="md" label="Phone Number" type="tel" maxLength={pickupLimits.phone} autoComplete="off" {...form.getInputProps('phone')} />
        <TextInput size="md" label="E-mail" type="email" maxLength={pickupLimits.email} autoComplete="off" {...form.getInputProps('email')} />
      </Stack>
    </DialogForm>
  );
};

type Props = { pickup: Pickup | null; opened: boolean; onClose: () => void };

/** Add (no pickup) or edit; the form starts afresh each time the dialog opens. */
export const PickupDialog = ({ pickup, opened, onClose }: Props) => (
  <FormDialog opened={opened} onClose={onClose} title={pickup ? 'Edit US pickup' : 'Add US pickup'}>
    <PickupForm key={pickup?.id ?? 'new'} pickup={pickup} onDone={onClose} />
  </FormDialog>
);
