import { z } from 'zod';

/** The business and industrial lanes: order methods priced by rate classes of the same names. */
const laneMethods = ['business-plane', 'business-boat', 'industrial-plane', 'industrial-boat'] as const;
const consolidationSizes = ['consolidate-sm', 'consolidate-lg'] as const;

/** The order form's methods, in the form's order (portal spec §9). These are the values orders store. */
export const shippingMethods = ['next-day', 'standard', 'special', ...laneMethods, 'code-red', 'consolidation', ...consolidationSizes] as const;
export type ShippingMethod = (typeof shippingMethods)[number];
export const defaultShippingMethod = 'standard' satisfies ShippingMethod;
export const zShippingMethod = z.enum(shippingMethods, { error: 'Shipping Method is required' });

/** Filter lists show 'consolidate' where the form has 'consolidation', and no code-red (portal spec §9). */
export const filterShippingMethods = ['next-day', 'standard', 'special', ...laneMethods, 'consolidate', ...consolidationSizes] as const;
export type FilterShippingMethod = (typeof filterShippingMethods)[number];

/** The stored methods a filter value selects. Code-red has no entry of its own, so only "all methods" lists it. */
export const methodsForFilter = (filter: FilterShippingMethod): readonly ShippingMethod[] =>
  filter === 'consolidate' ? ['consolidation'] : [filter];

/** The calculator methods a body may name: the enabled ones, all of which are order methods and so have a price. */
export const pricedCalculatorMethods = ['standard', 'next-day', 'consolidation', ...consolidationSizes, 'special'] as const satisfies readonly ShippingMethod[];
export const disabledCalculatorMethods = ['consolidateN', 'consolidateS'] as const;

/** The public calculator's list (finance spec §9): the priced methods, then the two consolidate N/S entries, shown but disabled. */
export const calculatorMethods = [...pricedCalculatorMethods, ...disabledCalculatorMethods] as const;
export type CalculatorMethod = (typeof calculatorMethods)[number];
export const defaultCalculatorMethod = 'standard' satisfies CalculatorMethod;

export const shippingMethodLabels: Record<ShippingMethod | FilterShippingMethod | CalculatorMethod, string> = {
  'next-day': 'Priority',
  standard: 'Standard',
  special: 'Special',
  'business-plane': 'Business Plane',
  'business-boat': 'Business Boat',
  'industrial-plane': 'Industrial Plane',
  'industrial-boat': 'Industrial Boat',
  'code-red': 'Code Red',
  consolidation: 'Consolidation',
  consolidate: 'Consolidated',
  'consolidate-sm': 'Consolidate Small (10 packages)',
  'consolidate-lg': 'Consolidate Large (20 packages)',
  consolidateN: 'Consolidate N',
  consolidateS: 'Consolidate S',
};

/** How many packages a consolidation holds (finance spec §9: small 10, large 20). */
export const consolidationPackages = { 'consolidate-sm': 10, 'consolidate-lg': 20 } as const satisfies Partial<Record<ShippingMethod, number>>;

export const calculatorMethodOptions = calculatorMethods.map((value) => ({
  value,
  label: shippingMethodLabels[value],
  disabled: (disabledCalculatorMethods as readonly CalculatorMethod[]).includes(value),
}));

/**
 * The ladder behind "a non-special user may only keep or raise the method level" (portal spec §4):
 * next-day removes standard and special, standard removes special. The spec ranks no other
 * method, so the rest sit off the ladder: never removed, and removing nothing.
 */
const methodLevels: Partial<Record<ShippingMethod, number>> = { special: 0, standard: 1, 'next-day': 2 };

export const methodLevel = (method: ShippingMethod): number | undefined => methodLevels[method];

/** The methods a non-special user may pick when editing an order whose method is `current`. */
export const allowedMethodsFrom = (current: ShippingMethod): ShippingMethod[] => {
  const floor = methodLevel(current);
  return shippingMethods.filter((method) => {
    const level = methodLevel(method);
    return floor === undefined || level === undefined || level >= floor;
  });
};

/**
 * Freight rate classes: each names a per-lb rate and a minimum in the rate book. 'no-rush' and
 * 'boat' come from the default table; no order method prices with them today.
 */
export const freightRateClasses = ['standard', 'next-day', 'no-rush', 'boat', 'special', ...laneMethods, 'code-red'] as const;
export type FreightRateClass = (typeof freightRateClasses)[number];

/** by: how the goods travel to Nassau; the freight tax of an invoice is on air freight only. */
export type MethodPricing = { rate: FreightRateClass; consolidation_fee: boolean; by: 'air' | 'sea' };

/** Which rate row prices each method. The consolidations ride on standard and add the consolidation fee. */
export const methodPricing = {
  'next-day': { rate: 'next-day', consolidation_fee: false, by: 'air' },
  standard: { rate: 'standard', consolidation_fee: false, by: 'air' },
  special: { rate: 'special', consolidation_fee: false, by: 'air' },
  'business-plane': { rate: 'business-plane', consolidation_fee: false, by: 'air' },
  'business-boat': { rate: 'business-boat', consolidation_fee: false, by: 'sea' },
  'industrial-plane': { rate: 'industrial-plane', consolidation_fee: false, by: 'air' },
  'industrial-boat': { rate: 'industrial-boat', consolidation_fee: false, by: 'sea' },
  'code-red': { rate: 'code-red', consolidation_fee: false, by: 'air' },
  consolidation: { rate: 'standard', consolidation_fee: true, by: 'air' },
  'consolidate-sm': { rate: 'standard', consolidation_fee: true, by: 'air' },
  'consolidate-lg': { rate: 'standard', consolidation_fee: true, by: 'air' },
} as const satisfies Record<ShippingMethod, MethodPricing>;
