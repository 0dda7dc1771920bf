import { describe, expect, it } from 'vitest';
import { normalizeScannedCode } from '../../src/domain/barcode';
import { storedFormsOf, upcaOfEan13 } from '../../src/domain/barcode-gs1';
import { parseTrackingNumber } from '../../src/domain/tracking-numbers';

// 036000291452 is a UPC-A: 3×(0+6+0+2+1+5) + (3+0+0+9+4) = 58, and its check digit 2 makes 60.
const upca = '036000291452';

describe('a UPC-A typed by a wedge scanner in its 13-digit EAN form', () => {
  it('names the 12-digit UPC-A: a 0 in front, and the 12 digits after it pass the check digit', () => {
    expect(upcaOfEan13(`0${upca}`)).toBe(upca);
    expect(normalizeScannedCode(`0${upca}\r\n`)).toBe(upca);
    expect(normalizeScannedCode(`]E00${upca}`)).toBe(upca);
    expect(normalizeScannedCode(upca)).toBe(upca);
  });

  it('leaves every other text alone: "0123" never names "123"', () => {
    expect(normalizeScannedCode('0123')).toBe('0123');
    // 13 digits with a 0 in front, but the check digit of the 12 after it fails.
    expect(normalizeScannedCode('0036000291453')).toBe('0036000291453');
    // A real EAN-13 from another country, and 14 digits with a 0 in front.
    expect(normalizeScannedCode('9780201379624')).toBe('9780201379624');
    expect(normalizeScannedCode(`00${upca}`)).toBe(`00${upca}`);
    expect(normalizeScannedCode('0TBA12345678')).toBe('0TBA12345678');
    expect(upcaOfEan13(`1${upca}`)).toBeNull();
  });

  it('is a product code, not a carrier number, even when its 12 digits also pass a FedEx check', () => {
    // 360002914041 passes both the UPC-A check (3×20 + 9 = 69, check 1) and FedEx Express's.
    expect(parseTrackingNumber('360002914041')).toEqual({ carrier: 'FedEx', trackingNumber: '360002914041', valid: true });
    expect(parseTrackingNumber('0360002914041')).toEqual({ carrier: null, trackingNumber: '360002914041', valid: false });
  });

  it('looks up rows stored in either form', () => {
    expect(storedFormsOf(upca)).toEqual([upca, `0${upca}`]);
    expect(storedFormsOf('1Z5R89390357567127')).toEqual(['1Z5R89390357567127']);
    expect(storedFormsOf('036000291453')).toEqual(['036000291453']);
  });
});
