import { hasValidUnitPrices, type OrderPackageInput } from './orders';

type SummaryPackage = Pick<OrderPackageInput, 'type' | 'description'> & { items: readonly { unit_price: number }[] };

/** The order columns the list shows without reading packages: kept in step on every save. */
export const summariseOrder = (packages: readonly SummaryPackage[]) => ({
  description: packages.map((p) => p.description).join(', '),
  packageTypes: [...new Set(packages.map((p) => p.type))].join(', '),
  packageCount: packages.length,
  validUnitPrice: hasValidUnitPrices(packages),
});
