import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShipmentsContext, type ShipmentsContext } from './shipment-context';

let ctx: ShipmentsContext;
beforeAll(async () => {
  ctx = await createShipmentsContext();
});
afterAll(async () => ctx.app.close());

describe('GET /api/shipments/{id}/report totals', () => {
  it('adds up the invoices of a shipment with paid, unpaid and uninvoiced packages, to the cent', async () => {
    // The worked air invoice of tests/server/invoices/invoice-totals.test.ts, per package of 12 lb
    // and two $49.99 shirts: freight $24.00, duty $34.99, levy $0, processing $10.00 (the minimum),
    // freight VAT $2.50, VAT $17.50 in all, so $15.00 of VAT not on freight, value $94.89.
    const paid = await ctx.approvedInvoice('cash');
    expect((await ctx.pay(paid.invoice.id, 'cash')).statusCode).toBe(200);
    const unpaid = await ctx.invoicedOrder();
    const uninvoiced = await ctx.orderOfPackages(1);
    const packages = [paid.order, unpaid.order, uninvoiced].map((order) => order.packages[0]!.id);
    const shipment = await ctx.createShipment(packages, { boxes: [{ name: 'Box A', packages: packages.slice(0, 2) }] });

    const { data, meta } = await ctx.report(shipment.id);
    expect(meta).toMatchObject({
      total_packages: 3,
      total_paid_packages: 1,
      total_duty: 69.98, // 2 × 34.99
      total_levy: 0,
      freight_subtotal: 48, // 2 × 24.00
      freight_vat: 5, // 2 × 2.50
      vat_no_freight: 30, // 2 × (17.50 − 2.50)
      processing_total: 20, // 2 × 10.00
      pickup_total: 0,
      duty_paid: 34.99,
      levy_paid: 0,
      freight_paid: 24,
      processing_paid: 10,
      vat_paid: 17.5,
      c13_packages: 0,
      // 12 lb actual, 3 lb dimensional (366.1 in³ / 139), charged 12, for each of the three.
      actual_weight_total: 36,
      dimensional_weight_total: 9,
      chargeable_total: 36,
      pagination: { current_page: 1, total_pages: 1, total: 3 },
    });
    expect(data.map((row) => [row.label, row.box, row.hasInvoice, row.invoicePaid, row.shipping_total, row.grand_duty, row.charged_weight])).toEqual([
      [paid.order.packages[0]!.barcode, 'Box A', true, true, 24, 34.99, 12],
      [unpaid.order.packages[0]!.barcode, 'Box A', true, false, 24, 34.99, 12],
      [uninvoiced.packages[0]!.barcode, null, false, false, 0, 0, 12],
    ]);
    expect(data[0]).toMatchObject({ shipmentId: shipment.id, carrier: 'Tropical Shipping', arrival_date: '2026-11-20', actualWeightTotal: 36, chargeable_total: 36, notified: false, c13: false, qb: null, arrived_at: null });
  });
});
