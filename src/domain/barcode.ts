import { upcaOfEan13 } from './barcode-gs1';

/**
 * Package barcodes: 'BF', the package id zero-padded to 9 digits, and one Luhn (mod 10) check
 * digit over those 9 digits. Code 128 carries the letters, and the check digit lets a scanner
 * screen refuse a mistyped code before it reaches the server.
 */
const prefix = 'BF';
const idDigits = 9;
const maxPackageId = 10 ** idDigits - 1;
const barcodePattern = /^BF(\d{9})(\d)$/;

/** The Luhn digit that makes `digits` + it pass the mod-10 check (the rightmost payload digit is doubled). */
export const luhnCheckDigit = (digits: string): number => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
};

export const packageBarcode = (packageId: number): string => {
  if (!Number.isInteger(packageId) || packageId < 1 || packageId > maxPackageId) throw new RangeError(`No barcode for package id ${packageId}`);
  const digits = String(packageId).padStart(idDigits, '0');
  return `${prefix}${digits}${luhnCheckDigit(digits)}`;
};

/** The package id a scanned code names, or null when the code is not one of ours or its check digit is wrong. */
export const packageIdOfBarcode = (code: string): number | null => {
  const match = barcodePattern.exec(code.trim().toUpperCase());
  if (!match || luhnCheckDigit(match[1]!) !== Number(match[2])) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
};

const sectCycle = 999;

/**
 * The big sorting number on the label, 1–999 and then round again. It follows the package id, so
 * consecutive labels carry consecutive numbers without a sequence of its own; a rolled-back
 * insert only skips a number, which sorting does not mind.
 */
export const packageSect = (packageId: number): number => ((packageId - 1) % sectCycle) + 1;

// C0 and C1 controls and DEL (Unicode's Cc): a wedge scanner ends a code with CR or Tab, GS1 codes carry GS.
const controlCharacters = /\p{Cc}/gu;
/** A scanner set to send the AIM symbology identifier puts `]`, a code letter and a modifier first (`]C1`, `]Q1`, `]E0`). */
const aimPrefix = /^\][A-Za-z][0-9A-Za-z]/;

const cleanScannedCode = (raw: string): string => raw.replace(controlCharacters, '').replace(/\s+/g, '').replace(aimPrefix, '').toUpperCase();

/**
 * One code as every screen and the server compare it: without the symbology prefix, control
 * characters or spaces, in capitals, and a UPC-A in its 12 printed digits even when a wedge
 * scanner typed its 13-digit EAN form (upcaOfEan13). A label typed by hand, read by the camera or
 * sent by a wedge scanner then names the same package or tracking number.
 */
export const normalizeScannedCode = (raw: string): string => {
  const code = cleanScannedCode(raw);
  return upcaOfEan13(code) ?? code;
};

/** The text is a UPC-A in its 13-digit EAN form: a product code, whatever else its 12 digits look like. */
export const isUpcaAsEan13 = (raw: string): boolean => upcaOfEan13(cleanScannedCode(raw)) !== null;
