import { describe, expect, it } from 'vitest';
import { SCANNER_DEDUPE_MS } from '../../../src/domain/scan';
import { createScanDedupe } from '../../../src/app/scanner/dedupe';

describe('createScanDedupe', () => {
  it('counts the same code once within 2 seconds, and again after', () => {
    const isNew = createScanDedupe();
    expect(SCANNER_DEDUPE_MS).toBe(2000);
    expect(isNew('BF0000000018', 10_000)).toBe(true);
    expect(isNew('BF0000000018', 11_999)).toBe(false);
    expect(isNew('BF0000000018', 14_000)).toBe(true);
  });

  it('keeps codes apart', () => {
    const isNew = createScanDedupe();
    expect(isNew('BF0000000018', 0)).toBe(true);
    expect(isNew('BF0000000026', 10)).toBe(true);
    expect(isNew('BF0000000018', 20)).toBe(false);
  });

  it('restarts the window on every sighting, so a label held in view counts once', () => {
    const isNew = createScanDedupe();
    // A camera reading the same label every 80 ms for 5 seconds.
    const sightings = Array.from({ length: 63 }, (_, frame) => isNew('BF0000000018', frame * 80));
    expect(sightings.filter(Boolean)).toHaveLength(1);
    expect(isNew('BF0000000018', 62 * 80 + 2000)).toBe(true);
  });

  it('takes its window as a parameter', () => {
    const isNew = createScanDedupe(500);
    expect(isNew('X1', 0)).toBe(true);
    expect(isNew('X1', 499)).toBe(false);
    expect(isNew('X1', 999)).toBe(true);
  });
});
