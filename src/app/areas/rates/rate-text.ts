import { centsToDollars, formatDollars, rateUnit, type RateKey, type RateUnit } from '../../../domain/pricing';

/** A stored rate in the words of its unit: '$2.00 per lb', '10%', '3 days', '139 in³/lb'. */
export const rateValueText = (key: RateKey, value: number) => {
  switch (rateUnit(key)) {
    case 'cents':
      return key.endsWith('.per_lb') ? `${formatDollars(value)} per lb` : formatDollars(value);
    case 'basis_points':
      return `${centsToDollars(value)}%`;
    case 'days':
      return `${value} ${value === 1 ? 'day' : 'days'}`;
    case 'pounds':
      return `${value} lb`;
    case 'cubic_inches_per_lb':
      return `${value} in³/lb`;
  }
};

/** What the Add version form asks the value in. */
export const rateInputUnit: Record<RateUnit, string> = { cents: '$', basis_points: '%', days: 'days', pounds: 'lb', cubic_inches_per_lb: 'in³/lb' };
