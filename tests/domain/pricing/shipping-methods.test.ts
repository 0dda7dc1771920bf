import { describe, expect, it } from 'vitest';
import {
  allowedMethodsFrom,
  calculatorMethodOptions,
  filterShippingMethods,
  freightRateClasses,
  methodPricing,
  methodsForFilter,
  pricedCalculatorMethods,
  shippingMethodLabels,
  shippingMethods,
  type ShippingMethod,
} from '../../../src/domain/shipping-methods';

describe('shipping method lists', () => {
  it('keep the order form’s order (portal spec §9)', () => {
    expect(shippingMethods).toEqual([
      'next-day', 'standard', 'special', 'business-plane', 'business-boat', 'industrial-plane', 'industrial-boat', 'code-red', 'consolidation', 'consolidate-sm', 'consolidate-lg',
    ]);
  });

  it('filter with consolidate instead of consolidation and code-red', () => {
    expect(filterShippingMethods).toEqual(shippingMethods.filter((m) => m !== 'code-red').map((m) => (m === 'consolidation' ? 'consolidate' : m)));
    expect(methodsForFilter('consolidate')).toEqual(['consolidation']);
    expect(methodsForFilter('consolidate-sm')).toEqual(['consolidate-sm']);
    for (const filter of filterShippingMethods) for (const method of methodsForFilter(filter)) expect(shippingMethods).toContain(method);
  });

  it('offer the calculator’s methods with consolidate N and S disabled, standard first', () => {
    expect(calculatorMethodOptions).toEqual([
      { value: 'standard', label: 'Standard', disabled: false },
      { value: 'next-day', label: 'Priority', disabled: false },
      { value: 'consolidation', label: 'Consolidation', disabled: false },
      { value: 'consolidate-sm', label: 'Consolidate Small (10 packages)', disabled: false },
      { value: 'consolidate-lg', label: 'Consolidate Large (20 packages)', disabled: false },
      { value: 'special', label: 'Special', disabled: false },
      { value: 'consolidateN', label: 'Consolidate N', disabled: true },
      { value: 'consolidateS', label: 'Consolidate S', disabled: true },
    ]);
    expect(pricedCalculatorMethods).toEqual(calculatorMethodOptions.filter((o) => !o.disabled).map((o) => o.value));
  });

  it('label next-day as Priority', () => {
    expect(shippingMethodLabels['next-day']).toBe('Priority');
  });
});

describe('allowedMethodsFrom: a non-special user keeps or raises the level', () => {
  const others = shippingMethods.filter((m) => !['next-day', 'standard', 'special'].includes(m));

  const cases: { current: ShippingMethod; removed: ShippingMethod[] }[] = [
    { current: 'next-day', removed: ['standard', 'special'] },
    { current: 'standard', removed: ['special'] },
    { current: 'special', removed: [] },
    ...others.map((current) => ({ current, removed: [] })),
  ];

  it.each(cases)('$current removes $removed', ({ current, removed }) => {
    expect(allowedMethodsFrom(current)).toEqual(shippingMethods.filter((m) => !removed.includes(m)));
  });
});

describe('methodPricing', () => {
  it('prices the consolidations on standard plus the fee and every other method on its own rate; only the boat lanes go by sea', () => {
    for (const method of shippingMethods) {
      const consolidates = method.startsWith('consolidat');
      const by = method === 'business-boat' || method === 'industrial-boat' ? 'sea' : 'air';
      expect(methodPricing[method]).toEqual({ rate: consolidates ? 'standard' : method, consolidation_fee: consolidates, by });
      expect(freightRateClasses).toContain(methodPricing[method].rate);
    }
  });
});
