/** The range of a figure over its rounds or runs. */
export type Spread = { min: number; max: number };

/** The middle value; the mean of the two middle ones for an even count; 0 for none. */
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const spreadOf = (values: readonly number[]): Spread => ({ min: Math.min(...values), max: Math.max(...values) });
