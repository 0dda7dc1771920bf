import { freightRateKey, transitRateKey, type RateKey } from '../../../domain/pricing';
import { freightRateClasses, shippingMethodLabels, shippingMethods, type FreightRateClass } from '../../../domain/shipping-methods';

export type RatePart = { key: RateKey; label: string };
/** One entry on the screen: a method's freight is two rates, the processing fee three. */
export type RateItem = { id: string; title: string; parts: RatePart[] };
export type RateGroup = { title: string; description: string; items: RateItem[] };

// 'no-rush' and 'boat' price no order method today, so the method labels do not name them.
const freightClassLabels: Record<FreightRateClass, string> = { ...shippingMethodLabels, 'no-rush': 'No Rush', boat: 'Boat' };

const single = (key: RateKey, title: string): RateItem => ({ id: key, title, parts: [{ key, label: title }] });

/** The rate book as an admin reads it, in the order prices are built up. */
export const rateGroups: RateGroup[] = [
  {
    title: 'Freight',
    description: 'Per billable pound, with a minimum charge per package.',
    items: freightRateClasses.map((rate) => ({
      id: `freight.${rate}`,
      title: freightClassLabels[rate],
      parts: [
        { key: freightRateKey(rate, 'per_lb'), label: 'Per lb' },
        { key: freightRateKey(rate, 'minimum'), label: 'Minimum' },
      ],
    })),
  },
  {
    title: 'Fees',
    description: 'Charged on top of freight and customs.',
    items: [
      single('consolidation_fee', 'Consolidation fee'),
      single('insurance.per_100', 'Insurance per $100 of value'),
      {
        id: 'processing',
        title: 'Processing fee',
        parts: [
          { key: 'processing.rate_bp', label: 'Rate of the entry value' },
          { key: 'processing.minimum', label: 'Minimum' },
          { key: 'processing.maximum', label: 'Maximum' },
        ],
      },
      single('convenience_fee_bp', 'Online convenience fee'),
      single('us_pickup_fee', 'US pickup fee'),
      single('freight_tax_bp', 'Freight tax on air freight'),
      single('documentation_fee', 'Documentation fee per invoice'),
      single('card_fee_bp', 'Card fee at the counter'),
      single('hazard_fee', 'Hazardous goods, per package'),
      single('fragile_fee', 'Fragile goods, per package'),
      {
        id: 'overweight',
        title: 'Overweight fee',
        parts: [
          { key: 'overweight.threshold_lb', label: 'Above' },
          { key: 'overweight.per_lb', label: 'Per lb above' },
        ],
      },
      {
        id: 'storage',
        title: 'Storage at the pickup counter',
        parts: [
          { key: 'storage.free_days', label: 'Free days' },
          { key: 'storage.per_day', label: 'Per package and day after' },
        ],
      },
    ],
  },
  {
    title: 'Home delivery',
    description: 'What a customer pays at checkout to have a paid cart delivered.',
    items: [
      {
        id: 'delivery',
        title: 'Delivery',
        parts: [
          { key: 'delivery.base', label: 'Up to the included weight' },
          { key: 'delivery.included_lb', label: 'Included weight' },
          { key: 'delivery.per_lb', label: 'Per lb above' },
        ],
      },
    ],
  },
  { title: 'VAT', description: 'On freight and on customs.', items: [single('vat.rate_bp', 'VAT')] },
  {
    title: 'Transit days',
    description: 'Working days (Monday to Saturday) from arrival until a package is ready.',
    items: shippingMethods.map((method) => ({ id: `transit.${method}`, title: shippingMethodLabels[method], parts: [{ key: transitRateKey(method), label: 'Transit days' }] })),
  },
  {
    title: 'Dimensional weight',
    description: 'Length × width × height in inches, divided by this, gives the dimensional weight in pounds.',
    items: [single('dim_divisor', 'Dimensional divisor')],
  },
  {
    title: 'Reports',
    description: 'When goods still in our hands show on the old packages and old orders reports.',
    items: [
      single('reports.old_package_days', 'Old package: days at the pickup counter'),
      single('reports.old_order_days', 'Old order: days since it was recorded'),
    ],
  },
];

/** How a dialog or snackbar names one rate: 'Standard, per lb', 'Priority, transit days', 'VAT'. */
export const partName = (item: RateItem, part: RatePart) => (part.label === item.title ? item.title : `${item.title}, ${part.label.toLowerCase()}`);
