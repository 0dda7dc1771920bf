import { isUpcaAsEan13, normalizeScannedCode } from './barcode';
import { gs1CheckPasses } from './barcode-gs1';

/**
 * Carrier tracking numbers as Packages In and the order form take them (UX-NOTES "Carrier
 * tracking numbers", after jkeen/tracking_number_data and jbittel/drogher): normalise, match the
 * carrier's pattern, then accept only when its check digit passes.
 */
export const carriers = ['UPS', 'FedEx', 'USPS', 'DHL', 'Amazon'] as const;
export type Carrier = (typeof carriers)[number];

export type ParsedTrackingNumber = {
  carrier: Carrier | null;
  /** The number to store and search by: normalised, and cut out of the carrier's longer barcode where it has one. */
  trackingNumber: string;
  /** The pattern matched and its check digit passed (Amazon has none). */
  valid: boolean;
};

type Match = { carrier: Carrier; trackingNumber: string; valid: boolean };

const digitsOnly = /^\d+$/;

/** UPS: the 15 characters after 1Z, letters as (char code − 63) mod 10, every second one doubled, mod 10. */
const upsCheckPasses = (code: string) => {
  const payload = code.slice(2, 17);
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    const char = payload[i]!;
    const value = digitsOnly.test(char) ? Number(char) : (char.charCodeAt(0) - 63) % 10;
    sum += value * (i % 2 === 1 ? 2 : 1);
  }
  return (10 - (sum % 10)) % 10 === Number(code[17]);
};

/** FedEx Express (12 digits): weights 3, 1, 7 over the first 11, mod 11, and 10 counts as 0. */
const fedExExpressCheckPasses = (digits: string) => {
  const weights = [3, 1, 7];
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(digits[i]) * weights[i % 3]!;
  return (sum % 11) % 10 === Number(digits[11]);
};

/** DHL Express (10 digits): the first nine as a number, mod 7. */
const dhlCheckPasses = (digits: string) => Number(digits.slice(0, 9)) % 7 === Number(digits[9]);

const usps = (digits: string): Match | null => {
  if (digits.length === 20 || (digits.length === 22 && /^9[1-5]/.test(digits))) return { carrier: 'USPS', trackingNumber: digits, valid: gs1CheckPasses(digits) };
  return null;
};

/** The GS1-128 label barcode: 420, the ZIP (5 or 9 digits), then the tracking number. */
const uspsLabel = (digits: string): Match | null => {
  if (!digits.startsWith('420')) return null;
  const inner = [5, 9].map((zipDigits) => usps(digits.slice(3 + zipDigits))).filter((match) => match !== null);
  return inner.find((match) => match.valid) ?? inner[0] ?? null;
};

const fedEx = (digits: string): Match | null => {
  if (digits.length === 12) return { carrier: 'FedEx', trackingNumber: digits, valid: fedExExpressCheckPasses(digits) };
  if (digits.length === 15) return { carrier: 'FedEx', trackingNumber: digits, valid: gs1CheckPasses(digits) };
  if (digits.length === 22 && digits.startsWith('96')) return fedEx(digits.slice(7));
  if (digits.length === 34) return fedEx(digits.slice(20).replace(/^0+/, ''));
  return null;
};

/** A 20-digit number is USPS when its own check passes and FedEx SmartPost when it passes behind "92"; never both. */
const twentyDigits = (digits: string): Match => {
  const smartPost = `92${digits}`;
  if (!gs1CheckPasses(digits) && gs1CheckPasses(smartPost)) return { carrier: 'FedEx', trackingNumber: smartPost, valid: true };
  return { carrier: 'USPS', trackingNumber: digits, valid: gs1CheckPasses(digits) };
};

const matchDigits = (digits: string): Match | null => {
  if (digits.length === 10) return { carrier: 'DHL', trackingNumber: digits, valid: dhlCheckPasses(digits) };
  if (digits.length === 20) return twentyDigits(digits);
  return uspsLabel(digits) ?? (digits.startsWith('96') ? fedEx(digits) : null) ?? usps(digits) ?? fedEx(digits);
};

const matchCode = (code: string): Match | null => {
  if (/^1Z[A-Z0-9]{16}$/.test(code)) return { carrier: 'UPS', trackingNumber: code, valid: upsCheckPasses(code) };
  if (/^TBA\d{12}$/.test(code)) return { carrier: 'Amazon', trackingNumber: code, valid: true };
  return digitsOnly.test(code) ? matchDigits(code) : null;
};

/**
 * EAN/UPC symbologies carry product codes: a 12-digit UPC-A is not a FedEx number, whatever its
 * digits, and neither is its 13-digit EAN form that a wedge scanner types without a symbology.
 */
const isProductSymbology = (raw: string, symbology: string | undefined) => {
  if (/^\s*\]E/.test(raw) || isUpcaAsEan13(raw)) return true;
  const name = symbology?.toLowerCase().replace(/[^a-z0-9]/g, '') ?? '';
  return /^(upc|ean)/.test(name);
};

/**
 * The carrier and tracking number of a scanned or typed code. symbology is the decoder's format
 * name (zxing's `UPCA` or BarcodeDetector's `upc_a` alike); a code that matches no carrier comes
 * back normalised with carrier null.
 */
export const parseTrackingNumber = (raw: string, symbology?: string): ParsedTrackingNumber => {
  const code = normalizeScannedCode(raw);
  const match = isProductSymbology(raw, symbology) ? null : matchCode(code);
  return match ?? { carrier: null, trackingNumber: code, valid: false };
};
