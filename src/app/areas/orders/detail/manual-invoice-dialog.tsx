import { Button, Fieldset, Grid, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { manualInvoiceTypes, maxManualItems, type ManualInvoiceBody } from '../../../../domain/invoices';
import { invoicesApi } from '../../../api/invoices';
import { AmountInput } from '../../../components/amount-input';
import { blockedReason, listItemPlace } from '../../../components/blocked-reason';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialog } from '../../../components/form-dialog';
import { notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { useSchemaForm } from '../../../components/schema-form';
import { errorMessage } from '../../../components/error-message';
import { TaxCategorySelect } from '../form/tax-category-select';
import { useTaxOptions } from '../form/use-tax-options';
import { blankManualInvoice, blankManualItem, zManualInvoiceForm } from './manual-invoice-form';

type Props = { orderId: number; opened: boolean; onClose: () => void };

const ManualInvoiceForm = ({ orderId, onClose }: Omit<Props, 'opened'>) => {
  const navigate = useNavigate();
  const taxes = useTaxOptions();
  const form = useSchemaForm(zManualInvoiceForm, blankManualInvoice());
  const create = useMutation({
    mutationFn: (body: ManualInvoiceBody) => invoicesApi.createManual(orderId, body),
    onSuccess: (created) => {
      notifySuccess(`Invoice #${created.pseudo_id} was created.`);
      void navigate(`/invoices/${created.id}`);
    },
    // Portal spec §8: a browser alert with the server's message, and the form starts again.
    onError: (error) => {
      window.alert(errorMessage(error));
      form.reset();
    },
  });
  const items = form.values.items;
  const blocked = blockedReason(zManualInvoiceForm, form.values, listItemPlace('items', 'item'));
  return (
    <DialogForm
      onSubmit={form.onSubmit((values) => create.mutate(zManualInvoiceForm.parse(values)))}
      submitLabel="Create Invoice"
      onCancel={onClose}
      canSubmit={blocked === null}
      blockedReason={blocked && `Not ready to create: ${blocked}`}
      pending={create.isPending}
    >
      <Stack gap="sm">
        <Select size="md" label="Type" withAsterisk allowDeselect={false} data={manualInvoiceTypes} {...form.getInputProps('type')} />
        {items.map((_, index) => (
          <Fieldset key={index} legend={`Item ${index + 1}`} variant="filled" radius="md" p="sm">
            <Grid gap="sm" align="flex-end">
              <Grid.Col span={12}>
                <TextInput size="md" label="Description" withAsterisk {...form.getInputProps(`items.${index}.description`)} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <NumberField label="Quantity" withAsterisk min={1} allowDecimal={false} allowNegative={false} inputMode="numeric" {...form.getInputProps(`items.${index}.quantity`)} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <AmountInput label="Price ($)" {...form.getInputProps(`items.${index}.price`)} />
              </Grid.Col>
              {items.length > 1 && (
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <Button
                    variant="subtle"
                    color="red"
                    mih={44}
                    fullWidth
                    leftSection={<IconTrash size={18} />}
                    aria-label={`Remove item ${index + 1}`}
                    onClick={() => form.removeListItem('items', index)}
                  >
                    Remove item
                  </Button>
                </Grid.Col>
              )}
            </Grid>
          </Fieldset>
        ))}
        <Group>
          <Button
            variant="light"
            mih={44}
            leftSection={<IconPlus size={18} />}
            disabled={items.length >= maxManualItems}
            onClick={() => form.insertListItem('items', blankManualItem())}
          >
            Add item
          </Button>
        </Group>
        <TaxCategorySelect taxes={taxes} {...form.getInputProps('tax')} />
      </Stack>
    </DialogForm>
  );
};

/**
 * Manual Invoice (special users, portal spec §3): an invoice for goods bought on Amazon or eBay,
 * priced from the items' prices and one tax category; it opens once created.
 */
export const ManualInvoiceDialog = ({ opened, ...form }: Props) => (
  <FormDialog opened={opened} onClose={form.onClose} title="Manual Invoice">
    <ManualInvoiceForm {...form} />
  </FormDialog>
);
