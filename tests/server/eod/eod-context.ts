import { inArray, sql } from 'drizzle-orm';
import type { InvoiceType } from '../../../src/domain/invoices';
import { creditPayments, invoices, transactions } from '../../../src/server/db/schema';
import { idempotencyKey, signedIn } from '../../helpers/server/factories';
import { approvedInvoice, fillCart, pay, payBody, type CheckoutApp } from '../checkout/checkout-fixtures';

type Lines = Partial<Omit<typeof invoices.$inferInsert, 'id' | 'orderId' | 'userId' | 'createdBy'>>;

/** An approved invoice of the customer with exactly these lines (cents); its value is their sum, as the engine's would be. */
const invoiceWith = async (ctx: CheckoutApp, customer: number, type: InvoiceType, lines: Record<string, number>) => {
  const value = Object.values(lines).reduce((a, b) => a + b, 0);
  const vat = ['freightVatCents', 'customsVatCents', 'consolidationVatCents', 'overweightVatCents', 'hazardVatCents', 'fragileVatCents', 'pickupVatCents', 'storageVatCents', 'documentationVatCents', 'feesVatCents']
    .map((key) => lines[key] ?? 0)
    .reduce((a, b) => a + b, 0);
  const invoice = await approvedInvoice(ctx.app, customer, ctx.admin.id, { valueCents: value, type });
  await ctx.db.update(invoices).set({ ...(lines as Lines), vatTotalCents: vat, valueCents: value, grandTotalCents: value }).where(inArray(invoices.id, [invoice.id]));
  return invoice.id;
};

/**
 * One business day of known money, every figure chosen by hand (cents):
 *  1 cash at Madeira: freight 3000 + VAT 300, duty 2000, levy 500, processing 1000, customs VAT 350,
 *    hazard 2500 + VAT 250, insurance 100, documentation 500 + VAT 50 → value 10,550; VAT 950.
 *  2 cash at Harbor Bay: freight 2400 + VAT 240, fragile 1000 + VAT 100, processing 1000, customs VAT 100,
 *    documentation 500 + 50 → 5,390; VAT 490.
 *  3 check at Harbor Bay: consolidation 1000 + VAT 100, freight 2000 + VAT 200, freight tax 200,
 *    processing 1000, customs VAT 100, documentation 500 + 50 → 5,150; VAT 450.
 *  4 bank: US pickup 3600 + VAT 360, overweight 1500 + VAT 150, freight 5000 + VAT 500, processing 1200,
 *    duty 4000, customs VAT 620, storage 300 + VAT 30, documentation 500 + 50 → 17,810; VAT 1,710.
 *  5 online, the customer's card checkout: named fees 2000 + VAT 200, freight 1500 + VAT 150,
 *    processing 1000, customs VAT 100, documentation 500 + 50 → 5,500; VAT 500; 4% fee 220 → 5,720.
 *  6 card at the counter: freight 8000 + VAT 800, processing 1000, customs VAT 100, documentation
 *    500 + 50 → 10,450; VAT 950; 3% fee 313.5 → 314 → 10,764.
 *  and a CC payment of $123.45 with its 3% fee, 370.35 → 370¢, 12,715¢ in all.
 */
export const buildDayOfMoney = async (ctx: CheckoutApp) => {
  const customer = await signedIn(ctx.app, { type: 'personal', firstName: 'Eve', lastName: 'Day' });
  const doc = { documentationFeeCents: 500, documentationVatCents: 50 };
  const cashMadeira = await invoiceWith(ctx, customer.id, 'cash', { shippingSubtotalCents: 3000, freightVatCents: 300, dutyTotalCents: 2000, levyTotalCents: 500, processingFeeCents: 1000, customsVatCents: 350, hazardFeeCents: 2500, hazardVatCents: 250, insuranceCents: 100, ...doc });
  const cashHarborBay = await invoiceWith(ctx, customer.id, 'cash', { shippingSubtotalCents: 2400, freightVatCents: 240, fragileFeeCents: 1000, fragileVatCents: 100, processingFeeCents: 1000, customsVatCents: 100, ...doc });
  const check = await invoiceWith(ctx, customer.id, 'check', { consolidationFeeCents: 1000, consolidationVatCents: 100, shippingSubtotalCents: 2000, freightVatCents: 200, freightTaxCents: 200, processingFeeCents: 1000, customsVatCents: 100, ...doc });
  const bank = await invoiceWith(ctx, customer.id, 'bank', { usPickupFeeCents: 3600, pickupVatCents: 360, overweightFeeCents: 1500, overweightVatCents: 150, shippingSubtotalCents: 5000, freightVatCents: 500, processingFeeCents: 1200, dutyTotalCents: 4000, customsVatCents: 620, storageFeesCents: 300, storageVatCents: 30, ...doc });
  const online = await invoiceWith(ctx, customer.id, 'online', { feesTotalCents: 2000, feesVatCents: 200, shippingSubtotalCents: 1500, freightVatCents: 150, processingFeeCents: 1000, customsVatCents: 100, ...doc });
  const card = await invoiceWith(ctx, customer.id, 'card', { shippingSubtotalCents: 8000, freightVatCents: 800, processingFeeCents: 1000, customsVatCents: 100, ...doc });

  const payAtCounter = async (id: number, type: InvoiceType, branch?: 1 | 2) => {
    const response = await ctx.app.inject({ method: 'POST', url: `/api/invoices/${id}/pay?type=${type}${branch ? `&branch=${branch}` : ''}`, headers: { ...ctx.admin.headers, 'idempotency-key': idempotencyKey() } });
    if (response.statusCode !== 200) throw new Error(`paying ${id}: ${response.body}`);
  };
  await payAtCounter(cashMadeira, 'cash', 1);
  await payAtCounter(cashHarborBay, 'cash', 2);
  await payAtCounter(check, 'check', 2);
  await payAtCounter(bank, 'bank');
  await payAtCounter(card, 'card');
  await fillCart(ctx.app, customer.id, [online]);
  const checkout = await pay(ctx.app, customer.id, { ...customer.headers, 'idempotency-key': idempotencyKey() }, payBody({ cartTotal: 55 }));
  if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.body}`);

  const [credit] = await ctx.db
    .insert(creditPayments)
    .values({ firstName: 'Eve', lastName: 'Day', vendor: 'Amazon', description: 'Blender', valueCents: 12_345, feeBp: 300, processingFeeCents: 370, totalCents: 12_715, createdBy: ctx.admin.id })
    .returning({ id: creditPayments.id });

  const ids = { cashMadeira, cashHarborBay, check, bank, online, card };
  const all = Object.values(ids);
  /** Moves the day's payments and the CC payment to a Nassau wall-clock time, e.g. '2025-06-10 12:00'. */
  const moveTo = async (nassauTime: string, only: readonly number[] = all) => {
    const at = sql`${nassauTime}::timestamp at time zone 'America/Nassau'`;
    await ctx.db.update(transactions).set({ createdAt: at }).where(inArray(transactions.invoiceId, [...only]));
    if (only === all) await ctx.db.update(creditPayments).set({ createdAt: at }).where(inArray(creditPayments.id, [credit!.id]));
  };
  return { customer, ids, moveTo };
};
