import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../../src/server/time';
import { createInvoicesContext, type InvoicesContext } from './invoice-context';

// The five invoices of tests/domain/pricing/invoice.test.ts, recorded as orders through the API and
// invoiced by POST /invoices. Orders made today are priced at today's rates: VAT 10%, freight tax
// 10% on air freight, documentation $5, insurance $1 per $100 or part, processing 1% held between
// $10 and $500, hazard $25 and fragile $10 a package, overweight $1 a lb above 70, storage $1 a day
// after 7, US pickup $36, consolidation $10, divisor 139 in³/lb. Every figure is worked out by hand
// there and repeated here in dollars, as the API shows them.

let ctx: InvoicesContext;
beforeAll(async () => {
  ctx = await createInvoicesContext();
});
afterAll(async () => ctx.app.close());

/** The invoice of an order just recorded, as GET shows it, with its stored package rows. */
const invoiceOf = async (...args: Parameters<InvoicesContext['createOrder']>) => {
  const order = await ctx.createOrder(...args);
  const { id } = await ctx.generated(order.id);
  return { order, invoice: await ctx.getInvoice(id), rows: await ctx.packageRows(id) };
};

describe('POST /api/invoices prices an order to the cent', () => {
  it('air (standard): freight, freight tax, customs and documentation', async () => {
    const { order, invoice, rows } = await invoiceOf([{ weight: 12, size: [30, 20, 10], items: [{ price: 49.99, quantity: 2, category: 'clothing' }] }]);
    expect(invoice).toMatchObject({
      kind: 'generated',
      status: 'unpaid',
      type: null,
      order: order.id,
      order_delivery: 'standard',
      rates_date: businessToday(),
      newInvoice: true,
      shipping_subtotal: 24,
      shipping_total: 24,
      consolidationFee: 0,
      additional: 0,
      documentation_fee: 5,
      insurance: 1, // $99.98 is one hundred
      duty_total: 34.99, // 35% of $99.98 = $34.993
      levy_total: 0,
      processing_fee: 10, // 1% is $1.00, held at the $10 minimum
      airFreightTax: 2.4,
      freightVat: 2.5, // 10% of $24.00 + $1.00
      customsVat: 14.5, // 10% of $99.98 + $34.99 + $10.00 = $144.97 → $14.497
      vat_total: 17.5, // + $0.50 on the documentation fee
      reimbursementVat: 14.5,
      reimbursementTotal: 59.49, // 34.99 + 10.00 + 14.50
      regVat: 3,
      regTotal: 35.4, // 24.00 + 5.00 + 1.00 + 2.40 + 3.00
      value: 94.89,
      grandTotal: 94.89,
      fees: [],
      fees_total: 0,
      convenienceFee: 0,
      ccFees: 0,
      ccValue: null,
      c13: false,
      in_cart: false,
      manual: null,
    });
    // 30×20×10 cm = 366.1 in³ = 2.6 → 3 lb: the 12 lb weigh more. 12 × $2.00 = $24.00.
    expect(invoice.packages).toEqual([
      {
        id: order.packages[0]!.id,
        barcode: order.packages[0]!.barcode,
        description: 'Box',
        actual_weight: 12,
        dimensional_weight: 3,
        charged_weight: 12,
        shipping_rate: 2,
        shipping_total: 24,
        value: 99.98,
        duty: 34.99,
        levy: 0,
        hazard: 0,
        fragile: 0,
        overweight: 0,
        storage: 0,
        storage_days: 0,
      },
    ]);
    expect(rows.map(({ invoiceId: _id, ...row }) => row)).toEqual([
      {
        packageId: order.packages[0]!.id,
        actualLb: 12,
        dimensionalLb: 3,
        chargedWeight: 12,
        shippingRateCents: 200,
        shippingTotalCents: 2400,
        valueCents: 9998,
        dutyCents: 3499,
        levyCents: 0,
        overweightCents: 0,
        hazardCents: 0,
        fragileCents: 0,
        storageDays: 0,
        storageCents: 0,
      },
    ]);
    expect(await ctx.invoiceRow(invoice.id)).toMatchObject({ valueCents: 9489, grandTotalCents: 9489, freightVatCents: 250, customsVatCents: 1450, documentationVatCents: 50 });
  });

  it('boat (business-boat): no freight tax, a package minimum, overweight and a per-unit levy', async () => {
    const { invoice, rows } = await invoiceOf(
      [
        // 80 lb against 60×50×40 cm = 52.7 lb: 80 × $1.10 = $88.00, and 10 lb over 70 = $10.00.
        { weight: 80, size: [60, 50, 40], items: [{ price: 1200, quantity: 1, category: 'television' }] },
        // 5 × $1.10 = $5.50, below the boat minimum of $15.00.
        { weight: 5, size: [10, 10, 10], items: [{ price: 15.5, quantity: 3, category: 'books' }] },
      ],
      { shipping_method: 'business-boat' },
    );
    expect(invoice.packages.map((p) => [p.charged_weight, p.shipping_rate, p.shipping_total, p.overweight, p.value, p.duty, p.levy])).toEqual([
      [80, 1.1, 88, 10, 1200, 120, 5],
      [5, 1.1, 15, 0, 46.5, 0, 0],
    ]);
    expect(rows.map((row) => [row.chargedWeight, row.shippingTotalCents, row.overweightCents, row.valueCents, row.dutyCents, row.levyCents])).toEqual([
      [80, 8800, 1000, 120_000, 12_000, 500],
      [5, 1500, 0, 4650, 0, 0],
    ]);
    expect(invoice).toMatchObject({
      order_delivery: 'business-boat',
      shipping_subtotal: 103,
      additional: 10,
      shipping_total: 113, // 103.00 + the $10.00 overweight fee
      insurance: 13, // $1,246.50 is 13 hundreds
      duty_total: 120,
      levy_total: 5,
      processing_fee: 12.47, // 1% of $1,246.50 = $12.465
      airFreightTax: 0,
      freightVat: 11.6, // 10% of 103.00 + 13.00
      customsVat: 133.75, // the books are zero-rated: 1,200.00 + 120.00 + 5.00 + 12.47 = 1,337.47
      vat_total: 146.85, // + 1.00 overweight + 0.50 documentation
      reimbursementTotal: 271.22, // 120.00 + 5.00 + 12.47 + 133.75
      regVat: 13.1,
      regTotal: 144.1, // 103.00 + 10.00 + 5.00 + 13.00 + 13.10
      value: 415.32,
    });
  });

  it('consolidated (consolidate-sm): each package at least the minimum, and the consolidation fee once', async () => {
    const { invoice, rows } = await invoiceOf(
      [
        { weight: 2, size: [20, 15, 10], items: [{ price: 25, quantity: 1, category: 'clothing' }] }, // 183.1 in³ → 2 lb → $4.00 → $10.00 minimum
        { weight: 3.5, size: [25, 20, 5], items: [{ price: 12, quantity: 2, category: 'clothing' }] }, // 152.6 in³ → 2 lb; 3.5 → 4 lb → $8.00 → $10.00
        { weight: 6, size: [40, 30, 20], items: [{ price: 60, quantity: 1, category: 'clothing' }] }, // 1,464.6 in³ → 10.5 → 11 lb → $22.00
      ],
      { shipping_method: 'consolidate-sm' },
    );
    expect(invoice.packages.map((p) => [p.actual_weight, p.dimensional_weight, p.charged_weight, p.shipping_total, p.duty])).toEqual([
      [2, 2, 2, 10, 8.75],
      [4, 2, 4, 10, 8.4],
      [6, 11, 11, 22, 21],
    ]);
    expect(rows.map((row) => row.shippingTotalCents)).toEqual([1000, 1000, 2200]);
    expect(invoice).toMatchObject({
      shipping_subtotal: 42,
      consolidationFee: 10,
      shipping_total: 52,
      insurance: 2, // $109.00 is two hundreds
      duty_total: 38.15,
      processing_fee: 10,
      airFreightTax: 4.2,
      freightVat: 4.4,
      customsVat: 15.72, // 109.00 + 38.15 + 10.00 = 157.15 → 15.715
      vat_total: 21.62, // + 1.00 consolidation + 0.50 documentation
      reimbursementTotal: 63.87,
      regTotal: 69.1, // 42.00 + 10.00 + 5.00 + 2.00 + 4.20 + 5.90
      value: 132.97,
    });
  });

  it('hazard and fragile (next-day): one fee per package that holds such an item, each with its VAT', async () => {
    const { invoice, rows } = await invoiceOf(
      [
        { weight: 10, size: [30, 30, 30], items: [{ price: 80, quantity: 1, category: 'clothing', hazard: true }] }, // 11.9 → 12 lb × $3.50 = $42.00
        {
          weight: 4,
          size: [20, 20, 20],
          items: [
            { price: 35.25, quantity: 2, category: 'clothing', fragile: true },
            { price: 10, quantity: 1, category: 'books' },
          ],
        }, // 4 lb → $14.00 → $20.00 minimum
      ],
      { shipping_method: 'next-day' },
    );
    expect(invoice.packages.map((p) => [p.charged_weight, p.shipping_rate, p.shipping_total, p.hazard, p.fragile, p.duty])).toEqual([
      [12, 3.5, 42, 25, 0, 28],
      [4, 3.5, 20, 0, 10, 24.68], // 35% of $70.50 = $24.675
    ]);
    expect(rows.map((row) => [row.hazardCents, row.fragileCents])).toEqual([
      [2500, 0],
      [0, 1000],
    ]);
    expect(invoice).toMatchObject({
      shipping_subtotal: 62,
      hazardFee: 25,
      fragileFee: 10,
      insurance: 2,
      duty_total: 52.68,
      processing_fee: 10,
      airFreightTax: 6.2,
      freightVat: 6.4,
      customsVat: 21.32, // 80.00 + 28.00 + 70.50 + 24.68 + 10.00 = 213.18 (the books are zero-rated)
      vat_total: 31.72, // + 2.50 hazard + 1.00 fragile + 0.50 documentation
      reimbursementTotal: 84, // 52.68 + 10.00 + 21.32
      regTotal: 120.6, // 62.00 + 25.00 + 10.00 + 5.00 + 2.00 + 6.20 + 10.40
      value: 204.6,
    });
  });

  it('US pickup with storage and a named fee', async () => {
    const [pickup] = (await ctx.send('GET', '/api/pickups', ctx.worker.headers)).json().data as { id: number }[];
    const order = await ctx.createOrder([{ weight: 20, size: [50, 40, 30], items: [{ price: 150, quantity: 1, category: 'television' }] }], {
      warehouse_via: 'pick-up',
      pickup_order: pickup!.id,
    });
    // At the Madeira counter since midday, Nassau time, 10 business days ago: 3 days beyond the free 7.
    await ctx.placeAt(order.packages[0]!.id, 20, new Date(Date.parse(`${businessToday()}T17:00:00Z`) - 10 * 86_400_000));
    const { id } = await ctx.generated(order.id);
    const issued = await ctx.getInvoice(id);
    expect(issued.packages[0]).toMatchObject({ charged_weight: 27, shipping_total: 54, storage_days: 10, storage: 3, duty: 15, levy: 5 });
    expect((await ctx.packageRows(id))[0]).toMatchObject({ storageDays: 10, storageCents: 300 });
    expect(issued).toMatchObject({ usPickupFee: 36, storageFees: 3, fees_total: 0, vat_total: 28, regTotal: 115.4, value: 163.4 });

    const response = await ctx.setFees(id, [{ name: 'Re-pack', amount: 12.5 }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      shipping_subtotal: 54, // 26.3 → 27 lb × $2.00
      usPickupFee: 36,
      storageFees: 3,
      fees: [{ name: 'Re-pack', amount: 12.5 }],
      fees_total: 12.5,
      insurance: 2,
      duty_total: 15,
      levy_total: 5,
      processing_fee: 10,
      airFreightTax: 5.4,
      freightVat: 5.6, // 10% of 54.00 + 2.00
      customsVat: 18, // 150.00 + 15.00 + 5.00 + 10.00 = 180.00
      feesVat: 1.25,
      vat_total: 29.25, // + 3.60 pickup + 0.30 storage + 0.50 documentation + 1.25 fees
      reimbursementTotal: 48,
      regVat: 11.25,
      regTotal: 129.15, // 54.00 + 36.00 + 3.00 + 5.00 + 2.00 + 12.50 + 5.40 + 11.25
      value: 177.15,
      grandTotal: 177.15,
    });
  });
});
