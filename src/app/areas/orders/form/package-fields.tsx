import { memo } from 'react';
import { Button, Fieldset, Grid, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { packageTypes } from '../../../../domain/orders';
import { AmountInput } from '../../../components/amount-input';
import { NumberField } from '../../../components/number-field';
import { ItemFields } from './item-fields';
import type { TaxOptions } from './use-tax-options';
import { blankItem, type OrderForm, type PackageValues } from './values';

type Props = {
  form: OrderForm;
  index: number;
  canRemove: boolean;
  taxes: TaxOptions;
  values: PackageValues;
  /** This package's errors, as text: what decides whether it must render again. */
  errors: string;
};

const typeOptions = packageTypes.map((value) => ({ value, label: value === 'box' ? 'Box' : 'Envelope' }));

/** One package: its kind, measures (lb and cm, portal spec §9), charges, and one or more items. */
const PackageFieldsView = ({ form, index, canRemove, taxes, values }: Props) => {
  const path = `packages.${index}` as const;
  const items = values.items;
  return (
    <Fieldset legend={`Package ${index + 1}`} radius="md">
      <Stack gap="sm">
        {/* Bottom-aligned: on a phone some labels take two lines, and the boxes beside them should still line up. */}
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 4, lg: 2 }}>
            <Select size="md" label="Type" withAsterisk allowDeselect={false} data={typeOptions} {...form.getInputProps(`${path}.type`)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, lg: 4 }}>
            <TextInput size="md" label="Package description" withAsterisk {...form.getInputProps(`${path}.description`)} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, lg: 3 }}>
            <NumberField label="Number of items" withAsterisk min={1} allowDecimal={false} allowNegative={false} inputMode="numeric" {...form.getInputProps(`${path}.itemsno`)} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, lg: 3 }}>
            <AmountInput label="Weight (lb)" {...form.getInputProps(`${path}.weight`)} />
          </Grid.Col>
        </Grid>
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 4, lg: 2 }}>
            <AmountInput label="Length (cm)" {...form.getInputProps(`${path}.length`)} />
          </Grid.Col>
          <Grid.Col span={{ base: 4, lg: 2 }}>
            <AmountInput label="Width (cm)" {...form.getInputProps(`${path}.width`)} />
          </Grid.Col>
          <Grid.Col span={{ base: 4, lg: 2 }}>
            <AmountInput label="Height (cm)" {...form.getInputProps(`${path}.height`)} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, lg: 3 }}>
            <AmountInput label="Vendor shipping ($)" {...form.getInputProps(`${path}.vendor_shipping`)} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, lg: 3 }}>
            <AmountInput label="Item tax ($)" {...form.getInputProps(`${path}.item_tax`)} />
          </Grid.Col>
        </Grid>
        <Title order={4} size="h5" mt="xs">
          Items
        </Title>
        {items.map((_, itemIndex) => (
          <ItemFields key={itemIndex} form={form} packageIndex={index} index={itemIndex} canRemove={items.length > 1} taxes={taxes} />
        ))}
        <Group justify="space-between" gap="sm">
          <Button variant="light" mih={44} leftSection={<IconPlus size={18} />} onClick={() => form.insertListItem(`${path}.items`, blankItem())}>
            Add item
          </Button>
          {canRemove && (
            <Button variant="subtle" color="red" mih={44} leftSection={<IconTrash size={18} />} onClick={() => form.removeListItem('packages', index)}>
              Remove package {index + 1}
            </Button>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
};

const sameTaxes = (a: TaxOptions, b: TaxOptions) => a.data === b.data && a.isPending === b.isPending && a.isError === b.isError;

/**
 * Typing in one package renders only that package again. The form hands out fresh objects on
 * every change, so compare what is shown; its handlers read the form's current state, never a
 * stale copy, so a skipped render keeps working ones.
 */
export const PackageFields = memo(
  PackageFieldsView,
  (prev, next) =>
    prev.index === next.index &&
    prev.canRemove === next.canRemove &&
    prev.errors === next.errors &&
    sameTaxes(prev.taxes, next.taxes) &&
    JSON.stringify(prev.values) === JSON.stringify(next.values),
);
