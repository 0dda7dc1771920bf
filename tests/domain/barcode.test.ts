import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, normalizeScannedCode, packageBarcode, packageIdOfBarcode, packageSect } from '../../src/domain/barcode';

/** An independent Luhn check: the whole code, check digit included, must sum to a multiple of 10. */
const passesLuhn = (digits: string) =>
  [...digits].reverse().reduce((sum, char, i) => {
    const d = Number(char) * (i % 2 === 1 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;

describe('package barcodes', () => {
  it('are BF, the id in 9 digits and a Luhn check digit', () => {
    expect(packageBarcode(1)).toBe('BF0000000018');
    expect(packageBarcode(123_456_789)).toBe('BF1234567897');
    expect(luhnCheckDigit('7992739871')).toBe(3);
    for (const id of [1, 7, 42, 999, 1000, 54_321, 999_999_999]) {
      const code = packageBarcode(id);
      expect(code).toMatch(/^BF\d{10}$/);
      expect(passesLuhn(code.slice(2))).toBe(true);
      expect(packageIdOfBarcode(code)).toBe(id);
    }
  });

  it('refuse a mistyped code: any single wrong digit or two swapped neighbours', () => {
    const code = packageBarcode(4_815_162);
    for (let i = 2; i < code.length; i++) {
      const wrong = `${code.slice(0, i)}${(Number(code[i]) + 3) % 10}${code.slice(i + 1)}`;
      expect(packageIdOfBarcode(wrong), wrong).toBeNull();
    }
    // 4815162: swapping the 5 and the 1 is caught.
    expect(packageIdOfBarcode(`${code.slice(0, 6)}${code[7]}${code[6]}${code.slice(8)}`)).toBeNull();
    expect(packageIdOfBarcode(`XX${code.slice(2)}`)).toBeNull();
    expect(packageIdOfBarcode(code.slice(0, 10))).toBeNull();
    expect(packageIdOfBarcode(` ${code.toLowerCase()} `)).toBe(4_815_162);
  });

  it('refuse ids that do not fit 9 digits', () => {
    expect(() => packageBarcode(0)).toThrow(RangeError);
    expect(() => packageBarcode(1_000_000_000)).toThrow(RangeError);
  });

  it('give sect numbers that run 1 to 999 and start again', () => {
    expect([1, 2, 998, 999, 1000, 1001, 1998, 1999].map(packageSect)).toEqual([1, 2, 998, 999, 1, 2, 999, 1]);
  });
});

describe('normalizeScannedCode', () => {
  const code = packageBarcode(4_815_162);

  it('reads a code typed in lower case, with spaces, as the label prints it', () => {
    expect(normalizeScannedCode(` ${code.toLowerCase()} `)).toBe(code);
    expect(normalizeScannedCode('bf 0048 1516 2' + code.slice(-1))).toBe(code);
    expect(normalizeScannedCode('1z999aa1\u00a001234 56784')).toBe('1Z999AA10123456784');
  });

  it('drops what a wedge scanner adds: the Enter or Tab at the end and GS separators', () => {
    expect(normalizeScannedCode(`${code}\r\n`)).toBe(code);
    expect(normalizeScannedCode(`${code}\t`)).toBe(code);
    expect(normalizeScannedCode('0100012345\u001d10ABC')).toBe('010001234510ABC');
  });

  it('drops an AIM symbology identifier in front, and only in front', () => {
    expect(normalizeScannedCode(`]C1${code}`)).toBe(code);
    expect(normalizeScannedCode(']Q1https://example.test/x')).toBe('HTTPS://EXAMPLE.TEST/X');
    expect(normalizeScannedCode(']E09780201379624')).toBe('9780201379624');
    expect(normalizeScannedCode(` ]d2${code.toLowerCase()}`)).toBe(code);
    expect(normalizeScannedCode('AB]C1CD')).toBe('AB]C1CD');
  });

  it('gives the package id back through packageIdOfBarcode', () => {
    expect(packageIdOfBarcode(normalizeScannedCode(`]C1 ${code.toLowerCase()}\r`))).toBe(4_815_162);
  });

  it('turns a blank or control-only entry into an empty code', () => {
    expect(normalizeScannedCode(' \r\n\t')).toBe('');
  });
});
