import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { maxInvoiceFees, type Invoice, type InvoiceFeesBody } from '../../../domain/invoices';
import { AmountInput } from '../../components/amount-input';
import { blockedReason, listItemPlace } from '../../components/blocked-reason';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';
import { useSchemaForm } from '../../components/schema-form';
import { blankFee, feesFormValues, zFeesForm } from './fee-form';

type Props = { invoice: Invoice; opened: boolean; onClose: () => void; pending: boolean; onSave: (body: InvoiceFeesBody) => void };

const FeesForm = ({ invoice, onClose, pending, onSave }: Omit<Props, 'opened'>) => {
  const form = useSchemaForm(zFeesForm, feesFormValues(invoice));
  const rows = form.values.fees;
  const blocked = blockedReason(zFeesForm, form.values, listItemPlace('fees', 'fee'));
  return (
    <DialogForm
      onSubmit={form.onSubmit((values) => onSave(zFeesForm.parse(values)))}
      submitLabel="Save fees"
      onCancel={onClose}
      canSubmit={blocked === null}
      blockedReason={blocked && `Not ready to save: ${blocked}`}
      pending={pending}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          These fees replace the invoice&apos;s named fees. Remove every row to clear them.
        </Text>
        {rows.map((_, index) => (
          <Group key={index} gap="sm" align="flex-start" wrap="nowrap">
            <TextInput size="md" label="Name" withAsterisk style={{ flex: 2, minWidth: 0 }} {...form.getInputProps(`fees.${index}.name`)} />
            <AmountInput label="Amount ($)" style={{ flex: 1, minWidth: 0 }} {...form.getInputProps(`fees.${index}.amount`)} />
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              mt={28}
              aria-label={`Remove fee ${index + 1}`}
              onClick={() => form.removeListItem('fees', index)}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            mih={44}
            leftSection={<IconPlus size={18} />}
            disabled={rows.length >= maxInvoiceFees}
            onClick={() => form.insertListItem('fees', blankFee())}
          >
            Add fee
          </Button>
        </Group>
      </Stack>
    </DialogForm>
  );
};

/** Special users' named fees of an invoice that is not paid yet (portal spec §5 fee form); saving replaces them all. */
export const FeesDialog = ({ opened, ...form }: Props) => (
  <FormDialog opened={opened} onClose={form.onClose} title={`Fees of invoice #${form.invoice.pseudo_id}`}>
    <FeesForm {...form} />
  </FormDialog>
);
