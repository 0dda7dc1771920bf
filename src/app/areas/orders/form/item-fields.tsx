import { Button, Checkbox, Fieldset, Grid, Group, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { AmountInput } from '../../../components/amount-input';
import { NumberField } from '../../../components/number-field';
import { TaxCategorySelect } from './tax-category-select';
import type { TaxOptions } from './use-tax-options';
import type { OrderForm } from './values';

type Props = { form: OrderForm; packageIndex: number; index: number; canRemove: boolean; taxes: TaxOptions };

/** One item of a package: what it is, its tariff category, how many at what price, and how to handle it. */
export const ItemFields = ({ form, packageIndex, index, canRemove, taxes }: Props) => {
  const path = `packages.${packageIndex}.items.${index}` as const;
  return (
    <Fieldset legend={`Item ${index + 1}`} variant="filled" radius="md" p="sm">
      {/* Bottom-aligned, like the package's fields: a label that wraps on a phone keeps its box in line. */}
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <TextInput size="md" label="Item description" withAsterisk {...form.getInputProps(`${path}.description`)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <TaxCategorySelect taxes={taxes} {...form.getInputProps(`${path}.tax_id`)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, lg: 3 }}>
          <NumberField label="Quantity" withAsterisk min={1} allowDecimal={false} allowNegative={false} inputMode="numeric" {...form.getInputProps(`${path}.quantity`)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, lg: 3 }}>
          <AmountInput label="Unit price ($)" {...form.getInputProps(`${path}.unit_price`)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, lg: 3 }}>
          <TextInput size="md" label="Invoice number" {...form.getInputProps(`${path}.invoice_number`)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, lg: 3 }}>
          <TextInput size="md" label="Product type" {...form.getInputProps(`${path}.product_type`)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Group gap="lg" align="center" mih={44}>
            <Checkbox size="md" label="Hazard" {...form.getInputProps(`${path}.hazard`, { type: 'checkbox' })} />
            <Checkbox size="md" label="Fragile" {...form.getInputProps(`${path}.fragile`, { type: 'checkbox' })} />
          </Group>
        </Grid.Col>
        {canRemove && (
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <Group justify="flex-end">
              <Button
                variant="subtle"
                color="red"
                mih={44}
                leftSection={<IconTrash size={18} />}
                aria-label={`Remove item ${index + 1} of package ${packageIndex + 1}`}
                onClick={() => form.removeListItem(`packages.${packageIndex}.items`, index)}
              >
                Remove item
              </Button>
            </Group>
          </Grid.Col>
        )}
      </Grid>
    </Fieldset>
  );
};
