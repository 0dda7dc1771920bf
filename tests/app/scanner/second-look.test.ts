import { describe, expect, it } from 'vitest';
import { asPrinted } from '../../../src/app/scanner/as-printed';
import { createSecondLook, passesChecksOfItsKind } from '../../../src/app/scanner/second-look';

// 036000291452: a UPC-A whose check digit works out by hand: 3×(0+6+0+2+1+5) + (3+0+0+9+4) = 58, and 58 + 2 = 60.
const upca = { text: '036000291452', format: 'UPCA' };
const otherUpca = { text: '012345678905', format: 'UPCA' };

describe('the second look an altered image needs', () => {
  it('takes a read of the image as the camera gave it at once', () => {
    const looks = createSecondLook();
    expect(looks.offer(upca, false)).toEqual({ kind: 'accepted', decoded: upca });
  });

  it('holds a single sharpened read and accepts it only when a second altered look reads the same text', () => {
    const looks = createSecondLook();
    expect(looks.offer(upca, true)).toEqual({ kind: 'held' });
    expect(looks.offer(null, true)).toEqual({ kind: 'none' });
    expect(looks.offer(upca, true)).toEqual({ kind: 'accepted', decoded: upca });
  });

  it('trusts neither of two altered looks that read different texts', () => {
    const looks = createSecondLook();
    expect(looks.offer(upca, true)).toEqual({ kind: 'held' });
    expect(looks.offer(otherUpca, true)).toEqual({ kind: 'contradicted' });
    // The first text is no longer held: a third look agreeing with it starts again.
    expect(looks.offer(upca, true)).toEqual({ kind: 'held' });
  });

  it('refuses a sharpened EAN or UPC read whose check digit fails, even twice', () => {
    const wrongDigit = { text: '036000291453', format: 'UPCA' };
    const looks = createSecondLook();
    expect(looks.offer(wrongDigit, true)).toEqual({ kind: 'none' });
    expect(looks.offer(wrongDigit, true)).toEqual({ kind: 'none' });
  });

  it('holds nothing after forget: a new round of frames starts afresh', () => {
    const looks = createSecondLook();
    looks.offer(upca, true);
    looks.forget();
    expect(looks.offer(upca, true)).toEqual({ kind: 'held' });
  });
});

describe('passesChecksOfItsKind', () => {
  it('checks the GS1 digit of EAN-13, UPC-A and EAN-8, and leaves codes with their own checksums to zxing', () => {
    expect(passesChecksOfItsKind({ text: '9780201379624', format: 'EAN13' })).toBe(true);
    expect(passesChecksOfItsKind({ text: '9780201379625', format: 'EAN13' })).toBe(false);
    // 9638507: 3×(9+3+5+7) + (6+8+0) = 86, check digit 4.
    expect(passesChecksOfItsKind({ text: '96385074', format: 'EAN8' })).toBe(true);
    expect(passesChecksOfItsKind({ text: '96385075', format: 'EAN8' })).toBe(false);
    expect(passesChecksOfItsKind({ text: 'BF0000000018', format: 'Code128' })).toBe(true);
  });
});

describe('asPrinted', () => {
  it('gives a UPC-A that zxing reports as a 13-digit EAN-13 as its 12 digits, format UPCA', () => {
    expect(asPrinted({ text: '0036000291452', format: 'EAN13' })).toEqual(upca);
  });

  it('leaves a real EAN-13, and the same digits in another symbology, as they are', () => {
    expect(asPrinted({ text: '9780201379624', format: 'EAN13' })).toEqual({ text: '9780201379624', format: 'EAN13' });
    expect(asPrinted({ text: '0036000291452', format: 'Code128' })).toEqual({ text: '0036000291452', format: 'Code128' });
  });
});
