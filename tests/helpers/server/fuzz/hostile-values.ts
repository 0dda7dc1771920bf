import fc from 'fast-check';
import { hostileText } from './hostile-text';
import { Raw } from './json-text';

/**
 * Numbers no field takes: negative, fractional, beyond int4 and the safe integers, 1e308 and the
 * smallest double; and as text what JSON.stringify cannot write: -0, 1e400 (Infinity once read),
 * 1e-400 (0 once read), a 30-digit integer, and what JSON forbids (NaN, hex, a leading plus or zero).
 */
export const hostileNumber = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(-1, -2_147_483_649, 2_147_483_648, 2 ** 53, 2 ** 53 + 2, 1.5, 0.1, 0.005, 1e21, 1e308, -1e308, 5e-324, -5e-324, 99_999_999.999),
    fc.constantFrom(...['-0', '1e400', '-1e400', '1e-400', '123456789012345678901234567890', '0.30000000000000004', '1E+2', '-0.0'].map((text) => new Raw(text))),
    fc.constantFrom(...['NaN', 'Infinity', '0x10', '+1', '.5', '01', '1_000'].map((text) => new Raw(text))),
    fc.integer({ min: -(2 ** 31) - 10, max: 2 ** 31 + 10 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

/** Arrays and objects nested 30 to 40 deep, around the server's limit of 32. */
const deepNesting = () => fc.integer({ min: 30, max: 40 }).map((depth) => new Raw(`${'['.repeat(depth)}${']'.repeat(depth)}`));

/** Any value that is the wrong type or out of range for some field: text, numbers, null, booleans, arrays, objects. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileText() },
    { weight: 4, arbitrary: hostileNumber() },
    { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, '', 0) },
    { weight: 1, arbitrary: fc.array(fc.oneof(hostileText(), hostileNumber()), { minLength: 1, maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(hostileText(), hostileNumber()), { minKeys: 1, maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: deepNesting() },
  );
