import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../../../src/server/db/schema';
import { expectKeyMismatch, expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { createShipmentsContext, type ShipmentsContext } from './shipment-context';

// The calculations dialog (finance spec §2, §3): duty, levy, freight, processing and VAT, and up to
// three named lines, each a name and a value, in dollars.

let ctx: ShipmentsContext;
beforeAll(async () => {
  ctx = await createShipmentsContext();
});
afterAll(async () => ctx.app.close());

const newShipment = async () => ctx.createShipment(await ctx.freshPackages(1));
const storedCalculations = async (id: number) => (await ctx.db.select({ calculations: shipments.calculations }).from(shipments).where(eq(shipments.id, id)))[0]!.calculations;

const worked = {
  duty: 1204.5,
  levy: 0,
  freight: 3150,
  processing: 125.05,
  vat: 450.99,
  lines: [
    { name: 'Customs broker', value: 85 },
    { name: 'Storage', value: 0.01 },
  ],
};

describe('POST /api/shipments/{id}/calculations', () => {
  it('saves the figures in dollars, answers them, and the report shows them', async () => {
    const shipment = await newShipment();
    const response = await ctx.saveCalculations(shipment.id, worked);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(worked);
    // Stored as cents: $1,204.50 → 120450, $125.05 → 12505, $450.99 → 45099, $0.01 → 1.
    expect(await storedCalculations(shipment.id)).toEqual({
      duty: 120_450,
      levy: 0,
      freight: 315_000,
      processing: 12_505,
      vat: 45_099,
      lines: [
        { name: 'Customs broker', value: 8_500 },
        { name: 'Storage', value: 1 },
      ],
    });
    expect((await ctx.report(shipment.id)).meta.calculations).toEqual(worked);
    expect((await ctx.logsOf('shipment', shipment.id)).map((log) => log.action)).toEqual(['Created shipment', 'Saved shipment calculations']);
  });

  it('replaces what was saved, lines included, and takes no lines at all', async () => {
    const shipment = await newShipment();
    expect((await ctx.saveCalculations(shipment.id, worked)).statusCode).toBe(200);
    const second = { duty: 1, levy: 2, freight: 3, processing: 4, vat: 5 };
    const response = await ctx.saveCalculations(shipment.id, second);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...second, lines: [] });
    expect((await ctx.report(shipment.id)).meta.calculations).toEqual({ ...second, lines: [] });
  });

  it('shows no calculations on a report before any are saved', async () => {
    expect((await ctx.report((await newShipment()).id)).meta.calculations).toBeNull();
  });

  it('takes three named lines and refuses a fourth with 400 on calculations.lines, keeping what was saved', async () => {
    const shipment = await newShipment();
    const three = [1, 2, 3].map((n) => ({ name: `Line ${n}`, value: n }));
    expect((await ctx.saveCalculations(shipment.id, { ...worked, lines: three })).statusCode).toBe(200);
    const response = await ctx.saveCalculations(shipment.id, { ...worked, lines: [...three, { name: 'Line 4', value: 4 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'calculations.lines': 'At most 3 named lines' });
    expect((await ctx.report(shipment.id)).meta.calculations?.lines).toEqual(three);
  });

  it.each([
    ['a negative amount', { ...worked, duty: -0.01 }, { 'calculations.duty': 'Duty must be at least 0' }],
    ['a negative line', { ...worked, lines: [{ name: 'Refund', value: -5 }] }, { 'calculations.lines.0.value': 'Value must be at least 0' }],
    ['a third decimal', { ...worked, vat: 12.345 }, { 'calculations.vat': 'VAT must be in dollars and cents' }],
    ['a missing amount', { duty: 1, levy: 1, freight: 1, vat: 1 }, { 'calculations.processing': 'Processing is required' }],
    ['a line without a name', { ...worked, lines: [{ name: ' ', value: 5 }] }, { 'calculations.lines.0.name': 'Name is required' }],
    ['an amount as text', { ...worked, freight: '3150' }, { 'calculations.freight': 'Freight is required' }],
  ])('refuses %s with 400 on the field and changes nothing', async (_label, calculations, fields) => {
    const shipment = await newShipment();
    expect((await ctx.saveCalculations(shipment.id, worked)).statusCode).toBe(200);
    const before = await ctx.shipmentState();
    const response = await ctx.saveCalculations(shipment.id, calculations);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(fields);
    expect(await ctx.shipmentState()).toEqual(before);
  });

  it('answers an unknown shipment with 404', async () => {
    const response = await ctx.saveCalculations(999_999, worked);
    expect(response.statusCode).toBe(404);
  });

  it('answers a retry with the same key from the first answer, and refuses the key with other figures', async () => {
    const shipment = await newShipment();
    const headers = withIdempotencyKey(ctx.worker.headers);
    const first = await ctx.send('POST', `/api/shipments/${shipment.id}/calculations`, headers, { calculations: worked });
    const replay = await ctx.send('POST', `/api/shipments/${shipment.id}/calculations`, headers, { calculations: worked });
    expectReplayed(first, replay, 200);
    expect((await ctx.logsOf('shipment', shipment.id)).map((log) => log.action)).toEqual(['Created shipment', 'Saved shipment calculations']);
    expectKeyMismatch(await ctx.send('POST', `/api/shipments/${shipment.id}/calculations`, headers, { calculations: { ...worked, duty: 1 } }));
    expect((await ctx.report(shipment.id)).meta.calculations).toEqual(worked);
  });
});
