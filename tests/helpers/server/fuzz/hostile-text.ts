import fc from 'fast-check';

/** Strings aimed at a query built by concatenation; each would end or widen the statement around it. */
export const sqlInjections = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "'); DELETE FROM orders; --",
  "1' UNION SELECT password_hash, email FROM users --",
  "$$; SELECT pg_sleep(5); $$",
  "\\'; --",
  "%' OR 1=1 --",
  '1 OR 1=1',
  "admin'--",
];

/** Names that would reach another file if a path were built from them. */
export const pathTraversals = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd',
  'file:///etc/passwd',
  '..%00/',
  '~/.ssh/id_rsa',
  'uploads/../../data/app.db',
];

/** Markup, templates, format strings, header and CSV injection: harmless to the server, telling if echoed raw. */
export const markup = ['<script>alert(1)</script>', '${7*7}', '{{7*7}}', '%s%s%s%n', '\r\nSet-Cookie: a=b', "=cmd|' /C calc'!A0", '"; --'];

/** Text that a loose reading turns into a number, a boolean or nothing. */
export const numberLike = ['NaN', 'Infinity', '-Infinity', '-0', '1e308', '1e400', '0x10', '0b11', '1_000', ' 12 ', '+1', '.5', '1,5', '١٢', '１２', 'true', 'null', 'undefined', ''];

/**
 * Pieces of Unicode that break naive handling: astral characters and a ZWJ sequence (two UTF-16
 * units each), right-to-left overrides, combining marks, lone surrogates (sent as \ud800 escapes,
 * which JSON allows), a byte order mark, zero-width and line separators, non-characters, and
 * control characters C0 and C1 with NUL among them.
 */
export const unicodePieces = [
  '😀',
  '𝕏',
  '🏳️‍🌈',
  '\u{10FFFF}',
  '\u202E',
  '\u200F',
  'مرحبا',
  'שלום',
  'e\u0301',
  '\u0300\u0301\u0302\u0303\u0304\u0305\u0306\u0307',
  '\uD800',
  '\uDFFF',
  '\uD83D',
  '\uFEFF',
  '\u200B',
  '\u2028',
  '\u2029',
  '\uFFFE',
  '\uFFFF',
  '\uFFFD',
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009B',
  '\t',
  '\r\n',
  ' ',
  'a',
  '1',
];

/**
 * A string of 100k to 900k characters, built only when the request is: a value fast-check keeps,
 * shrinks and prints as `'é'×612345`. Each unit is one to four UTF-8 bytes, so about half of
 * them pass the server's 1 MiB body limit and reach the schema, and the rest meet the limit.
 */
export class HugeText {
  constructor(
    readonly unit: string,
    readonly count: number,
  ) {}

  text() {
    return this.unit.repeat(this.count);
  }

  [fc.toStringMethod]() {
    return `${JSON.stringify(this.unit)}×${this.count}`;
  }
}

export const hugeText = () => fc.tuple(fc.constantFrom('a', '9', 'é', '€', '😀', '\u0001', '\u0301'), fc.integer({ min: 100_000, max: 900_000 })).map(([unit, count]) => new HugeText(unit, count));

/** Short hostile text: the lists above, and strings made of the Unicode pieces or of any code point. */
export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...sqlInjections),
    fc.constantFrom(...pathTraversals),
    fc.constantFrom(...markup),
    fc.constantFrom(...numberLike),
    fc.string({ unit: fc.constantFrom(...unicodePieces), minLength: 1, maxLength: 12 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  );
