export const maxBackoffMs = 5 * 60_000;

/**
 * Wait before the next try after `attempts` failed ones: 2^attempts seconds up to 5 minutes,
 * spread by ±20 % so a fleet of tablets coming back online does not retry in step.
 */
export const backoffDelayMs = (attempts: number, random: () => number) =>
  Math.min(Math.round(2 ** attempts * 1000 * (0.8 + 0.4 * random())), maxBackoffMs);
