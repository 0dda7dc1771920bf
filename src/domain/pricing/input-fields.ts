import { z } from 'zod';
import { tryParseCents } from './money';

/** Bounds that keep every product of the engine far inside exact integer range. */
export const inputLimits = { pounds: 100_000, inches: 1_000, dollars: 10_000_000 } as const;

/** A required measure of at least 0 (pounds or inches), in the spec's form wording. */
export const measureField = (label: string, max: number) =>
  z
    .number({ error: `${label} is required` })
    .min(0, { error: `${label} must be at least 0` })
    .max(max, { error: `${label} must be at most ${max.toLocaleString('en-US')}` });

/** A dollar amount of at least 0 with at most two decimals; the engine turns it into cents exactly. */
export const dollarsField = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .min(0, { error: `${label} must be at least 0` })
    .max(inputLimits.dollars, { error: `${label} is too large` })
    .refine((value) => tryParseCents(value) !== undefined, { error: `${label} must be in dollars and cents` });
