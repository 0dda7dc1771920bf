import { z } from 'zod';
import { tryParseCents } from './money';

/** Bounds that keep every product of the engine far inside exact integer range. */
export const inputLimits = { pounds: 100_000, inches: 1_000, dollars: 10_000_000 } as const;

/**
 * At most two decimals, read exactly (the engine's decimals are hundredths at most, like cents). A
 * double such as 5e-324 passes every bound but prints with an exponent no exact decimal holds: the
 * engine threw on it, a 500, so the field refuses it instead.
 */
const hasAtMostTwoDecimals = (value: number) => tryParseCents(value) !== undefined;

/** A required measure of at least 0 (pounds, inches or cm) with at most two decimals, in the spec's form wording. */
export const measureField = (label: string, max: number) =>
  z
    .number({ error: `${label} is required` })
    .min(0, { error: `${label} must be at least 0` })
    .max(max, { error: `${label} must be at most ${max.toLocaleString('en-US')}` })
    .refine(hasAtMostTwoDecimals, { error: `${label} must have at most two decimals` });

/** A dollar amount of at least 0 with at most two decimals; the engine turns it into cents exactly. */
export const dollarsField = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .min(0, { error: `${label} must be at least 0` })
    .max(inputLimits.dollars, { error: `${label} is too large` })
    .refine(hasAtMostTwoDecimals, { error: `${label} must be in dollars and cents` });
