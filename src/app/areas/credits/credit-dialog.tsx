import { Group, Stack, Textarea, TextInput } from '@mantine/core';
import { blankCreditForm, zCreditForm } from '../../../domain/credits';
import { AmountInput } from '../../components/amount-input';
import { blockedReason } from '../../components/blocked-reason';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';
import { useSchemaForm } from '../../components/schema-form';
import { useCreditSubmit } from './use-credit-submit';

const CreditForm = ({ onDone }: { onDone: () => void }) => {
  const form = useSchemaForm(zCreditForm, blankCreditForm);
  const { submit, pending } = useCreditSubmit(form, onDone);
  const blocked = blockedReason(zCreditForm, form.values);
  return (
    <DialogForm onSubmit={submit} submitLabel="Submit" onCancel={onDone} canSubmit={blocked === null} blockedReason={blocked && `Not ready to submit: ${blocked}`} pending={pending}>
      <Stack gap="sm">
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput size="md" label="First Name" withAsterisk data-autofocus miw={160} autoComplete="off" {...form.getInputProps('firstName')} />
          <TextInput size="md" label="Last Name" withAsterisk miw={160} autoComplete="off" {...form.getInputProps('lastName')} />
        </Group>
        <TextInput size="md" label="Vendor" withAsterisk {...form.getInputProps('vendor')} />
        <Textarea size="md" label="Description" withAsterisk autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
        <AmountInput label="Cost" leftSection="$" description="The card's processing fee is added when it is recorded." {...form.getInputProps('value')} />
      </Stack>
    </DialogForm>
  );
};

type Props = { opened: boolean; onClose: () => void };

/** Add a CC payment (finance spec §5); the form starts afresh each time the dialog opens. */
export const CreditDialog = ({ opened, onClose }: Props) => (
  <FormDialog opened={opened} onClose={onClose} title="Add CC payment">
    <CreditForm onDone={onClose} />
  </FormDialog>
);
