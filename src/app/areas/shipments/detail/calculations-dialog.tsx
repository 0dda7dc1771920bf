import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { calculationVatLabel, maxCalculationLines, type Calculations } from '../../../../domain/shipments';
import { shipmentsApi } from '../../../api/shipments';
import { AmountInput } from '../../../components/amount-input';
import { blockedReason, listItemPlace } from '../../../components/blocked-reason';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialog } from '../../../components/form-dialog';
import { useSchemaForm } from '../../../components/schema-form';
import { useFormMutation } from '../../../components/use-form-mutation';
import { reportKey } from '../shipment-keys';
import { blankLine, calculationsFormValues, zCalculationsForm } from './calculations-form';

type Props = { shipmentId: number; saved: Calculations | null; opened: boolean; onClose: () => void };

const amounts = [
  ['duty', 'Duty'],
  ['levy', 'Levy'],
  ['freight', 'Freight'],
  ['processing', 'Processing'],
  ['vat', calculationVatLabel],
] as const;

const dollar = <Text size="sm">$</Text>;

const CalculationsForm = ({ shipmentId, saved, onClose }: Omit<Props, 'opened'>) => {
  const queryClient = useQueryClient();
  const form = useSchemaForm(zCalculationsForm, calculationsFormValues(saved));
  const { submit, pending } = useFormMutation(form, {
    send: (values) => shipmentsApi.saveCalculations(shipmentId, zCalculationsForm.parse(values)),
    success: () => `The calculations of shipment #${shipmentId} were saved.`,
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: reportKey(shipmentId) });
      onClose();
    },
  });
  const lines = form.values.lines;
  const blocked = blockedReason(zCalculationsForm, form.values, listItemPlace('lines', 'line'));
  return (
    <DialogForm onSubmit={submit} submitLabel="Save" onCancel={onClose} canSubmit={blocked === null} blockedReason={blocked && `Not ready to save: ${blocked}`} pending={pending}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {amounts.map(([field, label]) => (
            <AmountInput key={field} label={label} leftSection={dollar} {...form.getInputProps(field)} />
          ))}
        </SimpleGrid>
        <Text fw={600} mt="xs">
          Other lines (up to {maxCalculationLines})
        </Text>
        {lines.map((_, index) => (
          <Group key={index} gap="sm" align="flex-start" wrap="nowrap">
            <TextInput size="md" label={`Line ${index + 1} name`} withAsterisk style={{ flex: 2, minWidth: 0 }} {...form.getInputProps(`lines.${index}.name`)} />
            <AmountInput label={`Line ${index + 1} value`} leftSection={dollar} style={{ flex: 1, minWidth: 0 }} {...form.getInputProps(`lines.${index}.value`)} />
            <ActionIcon variant="subtle" color="red" size={44} mt={28} aria-label={`Remove line ${index + 1}`} onClick={() => form.removeListItem('lines', index)}>
              <IconTrash size={20} />
            </ActionIcon>
          </Group>
        ))}
        {lines.length < maxCalculationLines && (
          <Group>
            <Button variant="default" mih={44} leftSection={<IconPlus size={18} />} onClick={() => form.insertListItem('lines', blankLine())}>
              Add line
            </Button>
          </Group>
        )}
      </Stack>
    </DialogForm>
  );
};

/** The shipment's calculations (finance spec §3): five amounts and up to three named lines, in dollars. */
export const CalculationsDialog = ({ opened, ...form }: Props) => (
  <FormDialog opened={opened} onClose={form.onClose} title={`Calculations of shipment #${form.shipmentId}`}>
    <CalculationsForm {...form} />
  </FormDialog>
);
