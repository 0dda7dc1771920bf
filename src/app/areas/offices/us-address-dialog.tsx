import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zUsAddress, type UsAddress } from '../../../domain/settings';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';
import { useSchemaForm } from '../../components/schema-form';
import { useFormMutation } from '../../components/use-form-mutation';
import { settingsApi } from '../../api/settings';
import { usAddressKey } from './use-us-address';

type FormProps = { address: UsAddress; onDone: () => void };

const UsAddressForm = ({ address, onDone }: FormProps) => {
  const form = useSchemaForm(zUsAddress, address);
  const save = useFormMutation(form, {
    send: (values) => settingsApi.setUsAddress(zUsAddress.parse(values)),
    success: () => 'The Miami warehouse address was saved. Customers see it on their dashboard now.',
    invalidate: usAddressKey,
    onSaved: onDone,
  });
  return (
    <DialogForm onSubmit={save.submit} submitLabel="Save" onCancel={onDone} canSubmit={form.isValid()} pending={save.pending}>
      <Stack gap="sm">
        <TextInput size="md" label="Street" description="Customers add their Dept # after it." withAsterisk data-autofocus maxLength={100} {...form.getInputProps('street')} />
        <TextInput size="md" label="City" withAsterisk maxLength={60} {...form.getInputProps('city')} />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput size="md" label="State" withAsterisk maxLength={2} autoCapitalize="characters" {...form.getInputProps('state')} />
          <TextInput size="md" label="ZIP code" withAsterisk maxLength={10} inputMode="numeric" {...form.getInputProps('zip')} />
        </SimpleGrid>
        <TextInput size="md" label="Phone" withAsterisk maxLength={30} type="tel" {...form.getInputProps('phone')} />
      </Stack>
    </DialogForm>
  );
};

type Props = { address: UsAddress; opened: boolean; onClose: () => void };

/** Edit the Miami address; the form starts from the address shown each time the dialog opens. */
export const UsAddressDialog = ({ address, opened, onClose }: Props) => (
  <FormDialog opened={opened} onClose={onClose} title="Edit Miami warehouse address">
    {opened && <UsAddressForm address={address} onDone={onClose} />}
  </FormDialog>
);
