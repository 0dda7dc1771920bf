import { describe, expect, it } from 'vitest';
import { parseTrackingNumber } from '../../src/domain/tracking-numbers';

/** The last digit changed: the pattern still matches, the check digit no longer does. */
const withWrongCheckDigit = (code: string) => code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10);

describe('parseTrackingNumber', () => {
  it.each([
    ['UPS', '1Z5R89390357567127'],
    ['UPS', '1ZXX3150YW44070023'],
    ['FedEx', '986578788855'],
    ['FedEx', '041441760228964'],
    ['USPS', '03071790000523483741'],
    ['USPS', '9400111201080805483016'],
    ['USPS', '9205590164917312751089'],
    ['DHL', '3318810025'],
  ] as const)('accepts a %s number whose check digit passes (%s)', (carrier, code) => {
    expect(parseTrackingNumber(code)).toEqual({ carrier, trackingNumber: code, valid: true });
  });

  it.each([
    ['UPS', '1Z5R89390357567127'],
    ['FedEx', '986578788855'],
    ['FedEx', '041441760228964'],
    ['USPS', '9400111201080805483016'],
    ['DHL', '3318810025'],
  ] as const)('names the carrier but refuses a %s number with a wrong check digit', (carrier, code) => {
    const wrong = withWrongCheckDigit(code);
    expect(parseTrackingNumber(wrong)).toEqual({ carrier, trackingNumber: wrong, valid: false });
  });

  it('takes Amazon numbers, which have no check digit', () => {
    expect(parseTrackingNumber('tba123456789012')).toEqual({ carrier: 'Amazon', trackingNumber: 'TBA123456789012', valid: true });
  });

  it('normalises first: case, spaces, control characters and an AIM symbology prefix', () => {
    expect(parseTrackingNumber(']C0 1z5r 8939 0357 5671 27\r\n')).toEqual({ carrier: 'UPS', trackingNumber: '1Z5R89390357567127', valid: true });
  });

  it('cuts the tracking number out of FedEx barcodes of 22 and 34 digits', () => {
    expect(parseTrackingNumber('9611020987654312345672')).toEqual({ carrier: 'FedEx', trackingNumber: '987654312345672', valid: true });
    expect(parseTrackingNumber('9632001960000000000400152152152158')).toEqual({ carrier: 'FedEx', trackingNumber: '152152152158', valid: true });
  });

  it('reads a 20-digit SmartPost number as FedEx and shows it behind 92', () => {
    expect(parseTrackingNumber('61299998820821171811')).toEqual({ carrier: 'FedEx', trackingNumber: '9261299998820821171811', valid: true });
  });

  it('drops 420 and the ZIP (5 or 9 digits) from the USPS label barcode, GS separator and all', () => {
    expect(parseTrackingNumber('42033122\u001d9400111201080805483016')).toEqual({ carrier: 'USPS', trackingNumber: '9400111201080805483016', valid: true });
    expect(parseTrackingNumber('4201002334249200190132607600833457')).toEqual({ carrier: 'USPS', trackingNumber: '9200190132607600833457', valid: true });
  });

  it('keeps a USPS label barcode with a wrong check digit as USPS, but invalid', () => {
    expect(parseTrackingNumber(withWrongCheckDigit('420331229400111201080805483016'))).toMatchObject({ carrier: 'USPS', valid: false });
  });

  it('tells a UPC-A product code from a FedEx number by the symbology the decoder reports', () => {
    expect(parseTrackingNumber('986578788855', 'Code128')).toMatchObject({ carrier: 'FedEx', valid: true });
    expect(parseTrackingNumber('986578788855', 'UPCA')).toEqual({ carrier: null, trackingNumber: '986578788855', valid: false });
    expect(parseTrackingNumber('986578788855', 'upc_a')).toMatchObject({ carrier: null });
    expect(parseTrackingNumber(']E0986578788855')).toMatchObject({ carrier: null });
  });

  it('gives our own package barcodes and other text back normalised, with no carrier', () => {
    expect(parseTrackingNumber(' bf0000000018 ')).toEqual({ carrier: null, trackingNumber: 'BF0000000018', valid: false });
    expect(parseTrackingNumber('')).toEqual({ carrier: null, trackingNumber: '', valid: false });
  });
});
