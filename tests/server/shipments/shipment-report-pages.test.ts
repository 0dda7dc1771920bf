import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalCheckpointId } from '../../../src/domain/constants';
import { shipmentReportPageSize } from '../../../src/domain/shipments';
import { createShipmentsContext, type ShipmentsContext } from './shipment-context';

// The shipment detail report (finance spec §2, §3): a paged package table, arrivals scanned at the
// Nassau checkpoint, each invoice counted in one shipment only, C13 counts, and the CSV download.

let ctx: ShipmentsContext;
beforeAll(async () => {
  ctx = await createShipmentsContext();
});
afterAll(async () => ctx.app.close());

/** The CSV's lines, without the empty one after the last line break. */
const csvLines = (text: string) => text.split('\r\n').slice(0, -1);

describe('GET /api/shipments/{id}/report paging', () => {
  it(`pages the package table ${shipmentReportPageSize} rows at a time, in shipment order, with the totals of all of them`, async () => {
    const order = await ctx.orderOfPackages(shipmentReportPageSize + 2);
    const ids = order.packages.map((p) => p.id).reverse();
    const shipment = await ctx.createShipment(ids);

    const first = await ctx.report(shipment.id);
    expect(first.data.map((row) => row.id)).toEqual(ids.slice(0, 50));
    expect(first.meta.pagination).toEqual({ current_page: 1, total_pages: 2, total: 52 });

    const second = await ctx.report(shipment.id, 2);
    expect(second.data.map((row) => row.id)).toEqual(ids.slice(50));
    expect(second.meta.pagination).toEqual({ current_page: 2, total_pages: 2, total: 52 });
    // The totals are of the whole shipment on every page: 52 packages of 12 lb actual, 3 lb dimensional.
    expect(second.meta).toMatchObject({ total_packages: 52, actual_weight_total: 624, dimensional_weight_total: 156, chargeable_total: 624 });
    expect(second.data[0]).toMatchObject({ shipmentId: shipment.id, orderId: order.id, label: order.packages[1]!.barcode, actualWeightTotal: 624 });

    expect((await ctx.report(shipment.id, 3)).data).toEqual([]);
  });

  it('answers an unknown shipment with 404 and a bad page with 400', async () => {
    expect((await ctx.send('GET', '/api/shipments/999999/report', ctx.worker.headers)).statusCode).toBe(404);
    expect((await ctx.send('GET', '/api/shipments/999999/report.csv', ctx.worker.headers)).statusCode).toBe(404);
    const [a] = await ctx.freshPackages(1);
    const shipment = await ctx.createShipment([a!]);
    expect((await ctx.send('GET', `/api/shipments/${shipment.id}/report?page=0`, ctx.worker.headers)).statusCode).toBe(400);
  });
});

describe('arrivals', () => {
  it('shows when a package was scanned at the Nassau arrival checkpoint, and counts the arrived packages', async () => {
    const order = await ctx.orderOfPackages(3);
    const [arrived, elsewhere, notYet] = order.packages;
    const shipment = await ctx.createShipment(order.packages.map((p) => p.id));
    const at = new Date(Date.now() - 60 * 60 * 1000);
    await ctx.scan([arrived!.barcode], arrivalCheckpointId, at);
    // Checkpoint 17 is "on the way to Nassau": a scan there is not an arrival.
    await ctx.scan([elsewhere!.barcode], 17, at);

    const { data, meta } = await ctx.report(shipment.id);
    expect(meta.arrived_packages).toBe(1);
    expect(data.map((row) => [row.id, row.arrived_at])).toEqual([
      [arrived!.id, at.toISOString()],
      [elsewhere!.id, null],
      [notYet!.id, null],
    ]);
  });

  it('keeps the first arrival scan when a package is scanned there again', async () => {
    const [pkg] = (await ctx.orderOfPackages(1)).packages;
    const shipment = await ctx.createShipment([pkg!.id]);
    const first = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await ctx.scan([pkg!.barcode], arrivalCheckpointId, first);
    await ctx.scan([pkg!.barcode], arrivalCheckpointId, new Date(Date.now() - 60 * 1000));
    const { data, meta } = await ctx.report(shipment.id);
    expect(meta.arrived_packages).toBe(1);
    expect(data[0]!.arrived_at).toBe(first.toISOString());
  });
});

describe('an invoice split over two shipments', () => {
  it('counts in the one shipment holding its lowest-numbered package, never in both', async () => {
    const order = await ctx.orderOfPackages(2);
    const [low, high] = order.packages.map((p) => p.id) as [number, number];
    expect(low).toBeLessThan(high);
    const invoice = await ctx.generated(order.id);
    const later = await ctx.createShipment([high]);
    const home = await ctx.createShipment([low]);

    // Two packages of 12 lb and two $49.99 shirts each, priced today: freight 2 × 12 lb × $2.00 = $48.00;
    // duty 2 × 35% of $99.98 = 2 × $34.99 = $69.98; processing 1% of $199.96 = $2.00, held at the $10
    // minimum; insurance $2 ($199.96 is two hundreds); freight VAT 10% of $48.00 + $2.00 = $5.00;
    // customs VAT 10% of $199.96 + $69.98 + $10.00 = $279.94 → $27.99; VAT on the $5 documentation fee
    // $0.50. VAT not on freight: $27.99 + $0.50 = $28.49.
    const homeMeta = (await ctx.report(home.id)).meta;
    expect(homeMeta).toMatchObject({
      total_packages: 1,
      total_duty: 69.98,
      total_levy: 0,
      freight_subtotal: 48,
      freight_vat: 5,
      vat_no_freight: 28.49,
      processing_total: 10,
      duty_paid: 0,
      vat_paid: 0,
    });
    const laterMeta = (await ctx.report(later.id)).meta;
    expect(laterMeta).toMatchObject({ total_packages: 1, total_duty: 0, freight_subtotal: 0, freight_vat: 0, vat_no_freight: 0, processing_total: 0 });
    // The rows still show each package's own lines of the invoice: $24.00 freight and $34.99 duty each.
    for (const id of [home.id, later.id]) {
      expect((await ctx.report(id)).data[0]).toMatchObject({ hasInvoice: true, invoice_id: invoice.id, shipping_total: 24, grand_duty: 34.99 });
    }
  });

  it('moves to the other shipment once the lowest package is taken out of its first one', async () => {
    const order = await ctx.orderOfPackages(2);
    const [low, high] = order.packages.map((p) => p.id) as [number, number];
    await ctx.generated(order.id);
    const [filler] = await ctx.freshPackages(1);
    const first = await ctx.createShipment([low, filler!]);
    const second = await ctx.createShipment([high]);
    expect((await ctx.report(first.id)).meta.total_duty).toBe(69.98);
    expect((await ctx.report(second.id)).meta.total_duty).toBe(0);
    expect((await ctx.putShipment(first.id, ctx.shipmentData([filler!]))).statusCode).toBe(200);
    expect((await ctx.report(first.id)).meta.total_duty).toBe(0);
    expect((await ctx.report(second.id)).meta.total_duty).toBe(69.98);
  });
});

describe('C13 in the report', () => {
  it('flags the rows and counts the flagged packages', async () => {
    const order = await ctx.orderOfPackages(3);
    const [a, b, c] = order.packages.map((p) => p.id) as [number, number, number];
    const shipment = await ctx.createShipment([a, b, c]);
    for (const id of [a, c]) expect((await ctx.addC13(id)).statusCode).toBe(200);
    const { data, meta } = await ctx.report(shipment.id);
    expect(meta.c13_packages).toBe(2);
    expect(data.map((row) => row.c13)).toEqual([true, false, true]);
    expect((await ctx.removeC13(a)).statusCode).toBe(200);
    expect((await ctx.report(shipment.id)).meta.c13_packages).toBe(1);
  });
});

describe('GET /api/shipments/{id}/report.csv', () => {
  it('has a header line and one line per package in shipment order, every page of them', async () => {
    const order = await ctx.orderOfPackages(shipmentReportPageSize + 1);
    const ids = order.packages.map((p) => p.id);
    const shipment = await ctx.createShipment(ids, { boxes: [{ name: 'Pallet, north', packages: [ids[0]!] }] });
    const response = await ctx.send('GET', `/api/shipments/${shipment.id}/report.csv`, ctx.worker.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="shipment-${shipment.id}.csv"`);
    const lines = csvLines(response.body);
    expect(lines).toHaveLength(1 + 51);
    expect(lines[0]!.split(',').slice(0, 3)).toEqual(['Label', 'Sect', 'Order']);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(order.packages.map((p) => p.barcode));
    // A comma inside a cell is quoted, so the line still splits into its columns.
    expect(lines[1]).toContain('"Pallet, north"');
    // Not invoiced: $0.00 shipping, duty and levy, invoice state None.
    expect(lines[2]).toContain(',0.00,0.00,0.00,,None,');
  });

  it('writes a description that a spreadsheet would run as a formula as plain text', async () => {
    const order = await ctx.orderOfPackages(1, ctx.customer.id, '=HYPERLINK("http://evil.test","Click")');
    const shipment = await ctx.createShipment([order.packages[0]!.id]);
    const response = await ctx.send('GET', `/api/shipments/${shipment.id}/report.csv`, ctx.worker.headers);
    const [, line] = csvLines(response.body);
    expect(line).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(line).not.toMatch(/(^|,)=/);
  });

  it('shows an invoiced and paid package with its lines, and its C13 and QuickBooks entry', async () => {
    const { order, invoice } = await ctx.paidInvoice();
    const pkg = order.packages[0]!;
    const shipment = await ctx.createShipment([pkg.id]);
    expect((await ctx.addC13(pkg.id)).statusCode).toBe(200);
    expect((await ctx.addQb(pkg.id, '2026-11-21')).statusCode).toBe(200);
    const [, line] = csvLines((await ctx.send('GET', `/api/shipments/${shipment.id}/report.csv`, ctx.worker.headers)).body);
    // Freight $24.00, duty $34.99, levy $0.00; QuickBooks $24.00 + $34.99 = $58.99.
    expect(line).toContain(`,24.00,34.99,0.00,${invoice.pseudo_id},Paid,`);
    expect(line!.endsWith(',No,Yes,58.99,2026-11-21')).toBe(true);
  });
});
