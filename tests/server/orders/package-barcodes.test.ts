import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit, packageBarcode, packageIdOfBarcode, packageSect } from '../../../src/server/areas/orders/barcode';
import { packages } from '../../../src/server/db/schema';
import { createOrdersContext, packageBody, type OrdersContext } from './order-fixtures';

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

describe('barcodes of created packages', () => {
  let ctx: OrdersContext;
  beforeAll(async () => {
    ctx = await createOrdersContext();
  });
  afterAll(async () => ctx.app.close());

  it('are unique per package and match each package id, with its sect', async () => {
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await ctx.createOrder({ packages: [packageBody(ctx.taxId), packageBody(ctx.taxId), packageBody(ctx.taxId)] }));
    const shown = made.flatMap((order) => order.packages);
    expect(new Set(shown.map((p) => p.barcode)).size).toBe(12);
    for (const p of shown) {
      expect(p.barcode).toBe(packageBarcode(p.id));
      expect(p.sect).toBe(packageSect(p.id));
    }
    const stored = await ctx.db.select().from(packages).where(inArray(packages.id, shown.map((p) => p.id))).orderBy(asc(packages.id));
    expect(stored.map((p) => p.barcode)).toEqual(shown.map((p) => p.barcode).sort());
  });
});
