import { z } from 'zod';
import { zPositiveId } from '../fields';
import { pricedCalculatorMethods } from '../shipping-methods';
import type { CalculatorV2Input, CalculatorV2Result } from './calculator-v2';
import { dollarsField, inputLimits, measureField } from './input-fields';
import { centsToDollars, parseCents } from './money';
import { zBusinessDate } from './rate-rows';
import type { TaxCategoryRates } from './tax-category';

export const calculatorMaxItems = 3;

/** POST /calculatorv2 (finance spec §3 and §5). The spec gives no message texts here; these follow its other forms. */
export const zCalculatorV2Body = z
  .object({
    orderInfo: z.object(
      {
        /** The date whose rates apply; today in Nassau when left out. */
        arrival: zBusinessDate.nullish(),
        shipping_method: z.enum(pricedCalculatorMethods, {
          error: (issue) => (issue.input === undefined || issue.input === '' ? 'Shipping Method is required' : 'This shipping method is not available'),
        }),
      },
      { error: 'Order info is required' },
    ),
    packageInfo: z.object(
      {
        length: measureField('Length', inputLimits.inches),
        width: measureField('Width', inputLimits.inches),
        height: measureField('Height', inputLimits.inches),
        weight: measureField('Weight', inputLimits.pounds),
      },
      { error: 'Package info is required' },
    ),
    items: z
      .array(z.object({ tax_id: zPositiveId('Tax category is required'), price: dollarsField('Price') }), { error: 'Items are required' })
      .min(1, { error: 'Add at least one item' })
      .max(calculatorMaxItems, { error: `At most ${calculatorMaxItems} items` }),
  })
  .meta({ id: 'CalculatorV2Body' });
export type CalculatorV2Body = z.infer<typeof zCalculatorV2Body>;

/** The answer in dollars, as the API shows money. */
export const zCalculatorV2Answer = z
  .object({
    total_freight_charges: z.number(),
    insurance: z.number(),
    freight_vat_total: z.number(),
    freight_total_charges: z.number(),
    total_duty_charges: z.number(),
    processing_fee: z.number(),
    duty_vat_total: z.number(),
    customs_total_charges: z.number(),
    grand_total: z.number(),
  })
  .meta({ id: 'CalculatorV2Answer' });
export type CalculatorV2Answer = z.infer<typeof zCalculatorV2Answer>;

/** The business date whose rate book prices a calculator body. */
export const calculatorPricingDate = (body: CalculatorV2Body, today: string): string => body.orderInfo.arrival ?? today;

export type CalculatorV2Resolution = { ok: true; input: CalculatorV2Input } | { ok: false; fields: Record<string, string> };

/** The engine's input from a parsed body, with each tax_id resolved by the caller (the taxes area). */
export const toCalculatorV2Input = (
  body: CalculatorV2Body,
  categoryOf: (tax_id: number) => TaxCategoryRates | undefined,
): CalculatorV2Resolution => {
  const fields: Record<string, string> = {};
  const items = body.items.flatMap((item, index) => {
    const category = categoryOf(item.tax_id);
    if (!category) fields[`items.${index}.tax_id`] = 'Tax category not found';
    return category ? [{ unit_price: parseCents(item.price), quantity: 1, category }] : [];
  });
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, input: { method: body.orderInfo.shipping_method, package: body.packageInfo, items } };
};

export const presentCalculatorV2 = (result: CalculatorV2Result): CalculatorV2Answer => ({
  total_freight_charges: centsToDollars(result.total_freight_charges),
  insurance: centsToDollars(result.insurance),
  freight_vat_total: centsToDollars(result.freight_vat_total),
  freight_total_charges: centsToDollars(result.freight_total_charges),
  total_duty_charges: centsToDollars(result.total_duty_charges),
  processing_fee: centsToDollars(result.processing_fee),
  duty_vat_total: centsToDollars(result.duty_vat_total),
  customs_total_charges: centsToDollars(result.customs_total_charges),
  grand_total: centsToDollars(result.grand_total),
});
