import { z } from 'zod';
import { formNumber } from '../../../../domain/order-form';
import { maxCalculationLines, zCalculations, type Calculations } from '../../../../domain/shipments';

const amounts = zCalculations.shape;
const line = amounts.lines.unwrap().element;

/**
 * The calculations dialog's variant of zCalculations: an amount box holds '' when empty, which
 * counts as missing, so the amount's own 'is required' applies. It parses to the body itself.
 */
export const zCalculationsForm = zCalculations.extend({
  duty: formNumber(amounts.duty),
  levy: formNumber(amounts.levy),
  freight: formNumber(amounts.freight),
  processing: formNumber(amounts.processing),
  vat: formNumber(amounts.vat),
  lines: z.array(line.extend({ value: formNumber(line.shape.value) })).max(maxCalculationLines, { error: `At most ${maxCalculationLines} named lines` }),
});
export type CalculationsFormValues = z.input<typeof zCalculationsForm>;

export const blankLine = () => ({ name: '', value: '' });

/** The calculations entered before, or empty boxes the first time. */
export const calculationsFormValues = (saved: Calculations | null): CalculationsFormValues =>
  saved
    ? { ...saved, lines: saved.lines.map((each) => ({ ...each })) }
    : { duty: '', levy: '', freight: '', processing: '', vat: '', lines: [] };
