import { describe, expect, it } from 'vitest';
import { prealerts } from '../../../src/server/db/schema';
import { usePrealertsApp } from './prealert-context';

const ctx = usePrealertsApp();

/** A UPC-A from 11 digits and the check digit worked out here: 3× the odd places plus the even ones, up to a multiple of 10. */
const upca = (eleven: string) => {
  const sum = [...eleven].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${eleven}${(10 - (sum % 10)) % 10}`;
};

const openIds = async (tracking: string) => (await ctx.page(`/api/prealerts?tracking=${tracking}`, ctx.worker.headers)).data.map((prealert) => prealert.id);

describe('a UPC-A tracking label typed by a wedge scanner in its 13-digit EAN form', () => {
  it('is filed as its 12 printed digits and found under either form', async () => {
    const code = upca('03600029145');
    expect(code).toBe('036000291452');
    const prealert = await ctx.file({ tracking_number: `0${code}` });
    expect(prealert.tracking_number).toBe(code);
    expect(await openIds(code)).toEqual([prealert.id]);
    expect(await openIds(`0${code}`)).toEqual([prealert.id]);
  });

  it('finds and receives a prealert an older build stored with the 13 digits', async () => {
    const code = upca('07000000001');
    const [row] = await ctx.db
      .insert(prealerts)
      .values({ userId: ctx.carla.id, trackingNumber: `0${code}`, vendor: 'Target', description: 'Lamp', valueCents: 1999 })
      .returning({ id: prealerts.id });
    expect(await openIds(code)).toEqual([row!.id]);
    const order = await ctx.createOrder(ctx.carla.id, { tracking_number: code });
    expect((await ctx.rowOf(row!.id))?.orderId).toBe(order.id);
  });

  it('never lets a 0 in front name another number: only a 12-digit UPC-A has a 13-digit form', async () => {
    const short = await ctx.file({ tracking_number: '36000291452' });
    expect(await openIds('036000291452')).not.toContain(short.id);
    // 13 digits with a 0 in front whose check digit fails are a number of their own.
    const valid = upca('05000000002');
    const failing = `0${valid.slice(0, 11)}${(Number(valid.at(-1)) + 1) % 10}`;
    const other = await ctx.file({ tracking_number: failing });
    expect(other.tracking_number).toBe(failing);
    expect(await openIds(failing.slice(1))).not.toContain(other.id);
  });
});
