/**
 * GS1 product codes (EAN-13, UPC-A, EAN-8) as scanners report them. A UPC-A is an EAN-13 whose
 * first digit is 0: zxing-cpp reports it that way on purpose, and many wedge scanners type it so,
 * while the label prints 12 digits. Every code is compared in its printed 12-digit form.
 */
const digitsOnly = /^\d+$/;

/** GS1 mod 10 (GTIN, SSCC, USPS, FedEx Ground): weight 3 on the digit next to the check digit, then 1, 3, … */
export const gs1CheckPasses = (digits: string): boolean => {
  if (digits.length < 2 || !digitsOnly.test(digits)) return false;
  let sum = 0;
  for (let distance = 1; distance < digits.length; distance++) sum += Number(digits[digits.length - 1 - distance]) * (distance % 2 === 1 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
};

/**
 * The 12-digit UPC-A that a 13-digit text names, or null: only 13 digits, starting with 0, whose
 * last 12 pass the UPC-A check digit. Any other text (a tracking number "0123…" of another
 * length, a failing check digit) is left alone, so "0123" never names "123".
 */
export const upcaOfEan13 = (text: string): string | null => {
  if (text.length !== 13 || text[0] !== '0' || !digitsOnly.test(text)) return null;
  const upca = text.slice(1);
  return gs1CheckPasses(upca) ? upca : null;
};

/**
 * The forms a code may have been stored in by an older build that kept what the scanner gave:
 * a UPC-A also as its 13-digit EAN form. Lookups match any of them.
 */
export const storedFormsOf = (code: string): string[] => (code.length === 12 && gs1CheckPasses(code) ? [code, `0${code}`] : [code]);
