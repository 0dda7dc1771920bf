import { SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { AmountInput } from '../../components/amount-input';

export type Measure = 'weight' | 'length' | 'width' | 'height';

const measures: { field: Measure; label: string }[] = [
  { field: 'weight', label: 'Weight (lb)' },
  { field: 'length', label: 'Length (in)' },
  { field: 'width', label: 'Width (in)' },
  { field: 'height', label: 'Height (in)' },
];

type Props = { inputProps: (field: Measure) => GetInputPropsReturnType };

/** Weight in pounds and dimensions in inches, none below 0; two to a row, so a phone shows them without scrolling. */
export const MeasureInputs = ({ inputProps }: Props) => (
  <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
    {measures.map(({ field, label }) => (
      <AmountInput key={field} label={label} {...inputProps(field)} />
    ))}
  </SimpleGrid>
);
