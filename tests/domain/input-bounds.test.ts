import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { decideAccess } from '../../src/domain/access';
import { zIdParams, zPageQuery } from '../../src/domain/common';
import { zDeliveredBody, zDeliveriesQuery } from '../../src/domain/deliveries';
import { controlCharacterMessage, dateField, dateTimeField, optionalText, parseId, pgIntegerMax, pgSmallintMax, requiredText, zPositiveId } from '../../src/domain/fields';
import { zLogsBody } from '../../src/domain/logs';
import { zOrderPackageInput, zOrdersPageQuery } from '../../src/domain/orders';
import { zPackagesQuery } from '../../src/domain/packages';
import { zCalculatorV2Body } from '../../src/domain/pricing';
import { dollarsField, inputLimits, measureField } from '../../src/domain/pricing/input-fields';
import { zRateBody } from '../../src/domain/rates';
import { zScanBody } from '../../src/domain/scan';
import { zRegisterBody } from '../../src/domain/users';

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('shared text builders refuse NUL and other control characters', () => {
  const text = fc.string({ maxLength: 40 });
  const builders = [
    ['requiredText', requiredText('Name is required', 200)],
    ['optionalText', optionalText(200)],
  ] as const;

  it.each(builders)('%s refuses any text holding NUL, with the shared message', (_, builder) => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        expect(messagesOf(builder, `${before}\u0000${after}`)).toContain(controlCharacterMessage);
      }),
    );
  });

  it.each(builders)('%s refuses the other control characters (C0, DEL, C1), but keeps tabs and line breaks', (_, builder) => {
    const control = fc.constantFrom(...'\u0001\u0007\u0008\u000b\u000c\u000e\u001b\u001f\u007f\u0085\u009f');
    fc.assert(
      fc.property(text, control, (rest, c) => {
        expect(messagesOf(builder, `x${c}y${rest}`)).toContain(controlCharacterMessage);
      }),
    );
    expect(builder.parse('Gate code 12\tring twice\r\nleave at the back')).toBe('Gate code 12\tring twice\r\nleave at the back');
  });

  it.each(builders)('%s refuses Unicode non-characters but keeps the characters around them', (_, builder) => {
    for (const nonCharacter of ['\ufffe', '\uffff', '\ufdd0', '\u{10ffff}', '\u{1fffe}']) {
      expect(messagesOf(builder, `Bay${nonCharacter}Street`)).toContain(controlCharacterMessage);
    }
    expect(builder.parse('Café \u{1F4E6} ﷺ \uFEFF Nassau')).toBe('Café \u{1F4E6} ﷺ \uFEFF Nassau');
  });
});

describe('parseId: the one strict reading of an id', () => {
  it('accepts every decimal text of 1..2147483647 as that number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: pgIntegerMax }), (id) => {
        expect(parseId(String(id))).toBe(id);
      }),
    );
  });

  // What Number() also reads as a number: hex, exponent, spaces, signs, a decimal point.
  const looseForms = [(n: number) => `0x${n.toString(16)}`, (n: number) => `${n}e0`, (n: number) => ` ${n}`, (n: number) => `${n} `, (n: number) => `+${n}`, (n: number) => `-${n}`, (n: number) => `${n}.0`];

  it('accepts exactly the texts of decimal digits naming 1..2147483647', () => {
    const candidates = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.stringMatching(/^[0-9]{1,12}$/),
      fc.integer().map((n) => n.toString(16)),
      fc
        .tuple(fc.integer({ min: 1, max: pgIntegerMax }), fc.constantFrom(...looseForms))
        .map(([id, form]) => form(id)),
    );
    fc.assert(
      fc.property(candidates, (text) => {
        // Leading zeros are still decimal digits: '05' names 5, as the access policy always read it.
        const expected = /^[0-9]+$/.test(text) && Number(text) >= 1 && Number(text) <= pgIntegerMax ? Number(text) : undefined;
        expect(parseId(text)).toBe(expected);
      }),
    );
  });

  it.each(['0x10', '1e3', ' 16', '16 ', '+16', '-1', '', '0', '1.0', '2147483648', '99999999999999999999', '\u000016', '１６'])('refuses %j', (text) => {
    expect(parseId(text)).toBeUndefined();
  });

  it('is what the path and the access policy read, so they cannot disagree', () => {
    const owner = { roles: 'signed-in', owner: 'id' } as const;
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('16', '0x10', ' 16', '016', '1.6e1')), (text) => {
        const id = parseId(text);
        const params = zIdParams.safeParse({ id: text });
        expect(params.success ? params.data.id : undefined).toBe(id);
        expect(decideAccess(owner, { id: 16, account_type: 'personal', special: false }, { id: text })).toBe(id === 16 ? 'allow' : 'not-found');
      }),
    );
  });
});

describe('integers are bounded to their column', () => {
  const int4 = zPositiveId('Required');
  const int2 = zPositiveId('Required', pgSmallintMax);

  it('accepts an id in range as a number or as decimal text, and refuses one past the column', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: pgIntegerMax }), (id) => {
        expect(int4.parse(id)).toBe(id);
        expect(int4.parse(String(id))).toBe(id);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: pgIntegerMax + 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(accepts(int4, id) || accepts(int4, String(id))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: pgSmallintMax + 1, max: pgIntegerMax }), (id) => {
        expect(accepts(int2, id) || accepts(int2, String(id))).toBe(false);
      }),
    );
  });

  it('bounds the registration smallints, the page and the query filters', () => {
    const registration = { first_name: 'A', last_name: 'B', email: 'a@b.test', password: 'long-enough' };
    expect(accepts(zRegisterBody, { ...registration, island: pgSmallintMax })).toBe(true);
    expect(accepts(zRegisterBody, { ...registration, island: pgSmallintMax + 1 })).toBe(false);
    expect(accepts(zRegisterBody, { ...registration, location: pgSmallintMax + 1 })).toBe(false);
    for (const page of ['0x10', '1e3', ' 16', '2147483648', '-1']) expect(accepts(zPageQuery, { page }), page).toBe(false);
    expect(zPageQuery.parse({ page: '16' }).page).toBe(16);
    expect(accepts(zOrdersPageQuery, { location: String(pgSmallintMax + 1) })).toBe(false);
    expect(accepts(zOrdersPageQuery, { checkpoint: '2147483648' })).toBe(false);
    expect(accepts(zPackagesQuery, { checkpoint: '0x10' })).toBe(false);
  });
});

describe('dates are bounded to the years 1900 to 2999', () => {
  const day = (year: number, month: number, date: number) =>
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  const inside = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59.999Z'), noInvalidDate: true });
  const outsideYear = fc.oneof(fc.integer({ min: 0, max: 1899 }), fc.integer({ min: 3000, max: 9999 }));
  const month = fc.integer({ min: 1, max: 12 });
  const date = fc.integer({ min: 1, max: 28 });

  it('accepts every date and date-time inside', () => {
    fc.assert(
      fc.property(inside, (when) => {
        expect(accepts(dateField('Date'), when.toISOString().slice(0, 10))).toBe(true);
        expect(accepts(dateTimeField('When'), when.toISOString())).toBe(true);
        expect(accepts(dateTimeField('When'), when.toISOString().replace('Z', '-05:00'))).toBe(true);
      }),
    );
  });

  it('refuses every year outside, saying which years it takes', () => {
    fc.assert(
      fc.property(outsideYear, month, date, (year, m, d) => {
        expect(messagesOf(dateField('Date'), day(year, m, d))).toEqual(['Must be in the years 1900 to 2999']);
        expect(messagesOf(dateTimeField('When'), `${day(year, m, d)}T12:00:00Z`)).toEqual(['Must be in the years 1900 to 2999']);
      }),
    );
  });

  it('is what every date the API takes is made of', () => {
    const year0 = '0000-01-01';
    const cases: [string, z.ZodType, unknown][] = [
      ['logs fromDate', zLogsBody, { data: { fromDate: year0, toDate: '2024-01-01' } }],
      ['delivered_at', zDeliveredBody, { delivered_at: `${year0}T00:00:00Z` }],
      ['scan occurred_at', zScanBody, { userID: 1, data: { checkpoint: 1, qrcodes: ['X'], occurred_at: `${year0}T00:00:00Z` } }],
      ['a scanned code occurred_at', zScanBody, { userID: 1, data: { checkpoint: 1, qrcodes: [{ code: 'X', occurred_at: `${year0}T00:00:00Z` }] } }],
      ['orders start', zOrdersPageQuery, { start: year0 }],
      ['orders end', zOrdersPageQuery, { end: year0 }],
      ['packages start', zPackagesQuery, { start: year0 }],
      ['packages end', zPackagesQuery, { end: year0 }],
      ['deliveries date', zDeliveriesQuery, { date: year0 }],
      ['rate effective_from', zRateBody, { key: 'dim_divisor', value: 166, effective_from: year0 }],
      ['calculator arrival', zCalculatorV2Body, { orderInfo: { arrival: year0, shipping_method: 'standard' }, packageInfo: { length: 1, width: 1, height: 1, weight: 1 }, items: [{ tax_id: 1, price: 1 }] }],
    ];
    for (const [what, schema, value] of cases) expect(accepts(schema, value), what).toBe(false);
  });
});

describe('numbers hold only what cents can', () => {
  const hasTwoDecimalsAtMost = (value: number) => Number(value.toFixed(2)) === value;
  const fields = [
    ['dollarsField', dollarsField('Price'), inputLimits.dollars],
    ['measureField', measureField('Weight', inputLimits.pounds), inputLimits.pounds],
  ] as const;

  it.each(fields)('%s accepts every amount of whole hundredths inside its bound', (_, field, max) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: max * 100 }), (hundredths) => {
        expect(accepts(field, hundredths / 100)).toBe(true);
      }),
    );
  });

  it.each(fields)('%s accepts a double exactly when it has at most two decimals', (_, field, max) => {
    fc.assert(
      fc.property(fc.double({ min: 0, max, noNaN: true }), (value) => {
        expect(accepts(field, value)).toBe(hasTwoDecimalsAtMost(value));
      }),
    );
  });

  it.each(fields)('%s refuses subnormals, NaN, the infinities and anything past its bound', (_, field, max) => {
    for (const value of [5e-324, Number.MIN_VALUE, 2.2250738585072014e-308, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, max + 0.01, -0.01]) {
      expect(accepts(field, value), String(value)).toBe(false);
    }
  });

  it('is what the order form measures and prices with', () => {
    const pkg = { type: 'box', description: 'Box', itemsno: 1, weight: 1, length: 1, height: 1, width: 1, items: [{ description: 'Shoe', tax_id: 1, quantity: 1, unit_price: 1, hazard: false, fragile: false }] };
    expect(accepts(zOrderPackageInput, pkg)).toBe(true);
    expect(accepts(zOrderPackageInput, { ...pkg, weight: 5e-324 })).toBe(false);
    expect(accepts(zOrderPackageInput, { ...pkg, items: [{ ...pkg.items[0], unit_price: 5e-324 }] })).toBe(false);
  });
});
