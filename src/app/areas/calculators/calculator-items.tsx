import { Alert, Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { z } from 'zod';
import { calculatorMaxItems, type zCalculatorV2Body } from '../../../domain/pricing';
import { dutyText, levyText } from '../../../domain/taxes';
import { AmountInput } from '../../components/amount-input';
import { useTaxOptions } from './use-tax-options';

type Props = { form: UseFormReturnType<z.input<typeof zCalculatorV2Body>> };

export const blankItem = { tax_id: null, price: 0 };

/** One to three items, each a tax category and its price; the last one cannot be removed. */
export const CalculatorItems = ({ form }: Props) => {
  const options = useTaxOptions();
  const items = form.values.items;
  const byId = new Map((options.data ?? []).map((option) => [option.value, option.tax]));
  return (
    <Stack gap="sm">
      {options.error && (
        <Alert color="red" title="Could not load the tax categories">
          <Button mt="xs" size="xs" variant="white" color="red" onClick={() => void options.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {items.map((_, index) => (
        <Fieldset key={index} legend={`Item ${index + 1}`} variant="filled" radius="md" p="sm">
          <Stack gap="sm">
            <Select
              size="md"
              label="Tax category"
              withAsterisk
              searchable
              allowDeselect={false}
              placeholder={options.isPending ? 'Loading categories…' : 'Type to search'}
              nothingFoundMessage="No category matches"
              data={options.data ?? []}
              renderOption={({ option }) => {
                const tax = byId.get(option.value);
                return (
                  <Stack gap={0}>
                    <Text size="sm">{option.label}</Text>
                    {tax && (
                      <Text size="xs" c="dimmed">
                        Duty {dutyText(tax)} · Levy {levyText(tax)}
                      </Text>
                    )}
                  </Stack>
                );
              }}
              {...form.getInputProps(`items.${index}.tax_id`)}
            />
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <AmountInput label="Price ($)" style={{ flex: 1 }} {...form.getInputProps(`items.${index}.price`)} />
              {items.length > 1 && (
                <Button
                  variant="subtle"
                  color="red"
                  size="md"
                  px="sm"
                  leftSection={<IconTrash size={18} />}
                  aria-label={`Remove item ${index + 1}`}
                  onClick={() => form.removeListItem('items', index)}
                >
                  Remove
                </Button>
              )}
            </Group>
          </Stack>
        </Fieldset>
      ))}
      {items.length < calculatorMaxItems && (
        <Button variant="light" leftSection={<IconPlus size={18} />} mih={44} onClick={() => form.insertListItem('items', { ...blankItem })} style={{ alignSelf: 'flex-start' }}>
          Add item
        </Button>
      )}
    </Stack>
  );
};
