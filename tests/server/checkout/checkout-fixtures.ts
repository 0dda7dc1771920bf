import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { isSunday, type CartPayBody } from '../../../src/domain/checkout';
import type { DeliveryTimeWindow } from '../../../src/domain/deliveries';
import type { InvoiceType } from '../../../src/domain/invoices';
import { cardPayments, cartItems, invoicePackages, invoices } from '../../../src/server/db/schema';
import type { PaymentGateway } from '../../../src/server/payments/gateway';
import { createSandboxGateway, sandboxCards } from '../../../src/server/payments/sandbox-gateway';
import { businessToday } from '../../../src/server/time';
import { signedIn, type Actor } from '../../helpers/server/factories';
import { insertInvoice } from '../../helpers/server/invoice-factory';
import { createOrder } from '../../helpers/server/orders-factory';
import { createTestApp, type TestApp } from '../../helpers/server/test-app';

/** A sandbox folder of the test's own, so what it counts is only its own charges; removeSandbox clears it away. */
export const sandboxDir = () => mkdtempSync(join(tmpdir(), 'sandbox-gateway-'));
export const removeSandbox = (dir: string) => rmSync(dir, { recursive: true, force: true });

/**
 * The sandbox gateway, counting what reaches it: calls to charge, and the keys it took money
 * under for the first time. failAfterCharge makes the next charge go through at the gateway and
 * then fail on its way back, as when the server dies between the charge and its commit.
 */
export const countingGateway = (dir = sandboxDir()) => {
  const sandbox = createSandboxGateway(dir);
  const counts = { calls: 0, taken: [] as string[], failAfterCharge: false };
  const gateway: PaymentGateway = {
    ...sandbox,
    async charge(request) {
      counts.calls += 1;
      const known = await sandbox.find(request.key);
      const result = await sandbox.charge(request);
      if (!known && result.status === 'approved') counts.taken.push(request.key);
      if (counts.failAfterCharge) {
        counts.failAfterCharge = false;
        throw new Error('The connection to the gateway was reset');
      }
      return result;
    },
  };
  return { gateway, counts, dir };
};

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
export const today = () => businessToday();
/** The first working day from today on: today unless it is a Sunday in Nassau. */
export const nextWorkingDay = (from = today()) => (isSunday(from) ? addDays(from, 1) : from);
export const nextSunday = (from = today()) => addDays(from, (7 - new Date(`${from}T12:00:00Z`).getUTCDay()) % 7 || 7);
export const yesterday = () => addDays(today(), -1);

/** A card that expires at the end of next year: never expired while the test runs. */
export const goodExpiry = () => `12/${Number(today().slice(0, 4)) + 1}`;

export type InvoiceSpec = { valueCents: number; pounds?: number[]; type?: InvoiceType | null };

/**
 * An approved invoice of the customer's (one order, a package per entry of pounds, each
 * package's charged weight as given in invoice_packages), as the invoices area would price it.
 */
export const approvedInvoice = async (app: TestApp, customer: number, createdBy: number, spec: InvoiceSpec) => {
  const pounds = spec.pounds ?? [];
  const { order, packages } = await createOrder(app, { customer, packages: pounds.length > 0 ? pounds.map(() => ({})) : [{}] });
  const invoice = await insertInvoice(app, { orderId: order.id, userId: customer, createdBy, valueCents: spec.valueCents, type: spec.type === undefined ? 'online' : spec.type });
  if (pounds.length > 0) {
    await app.deps.database.db.insert(invoicePackages).values(
      pounds.map((lb, i) => ({ invoiceId: invoice.id, packageId: packages[i]!.id, actualLb: lb, dimensionalLb: lb, chargedWeight: lb })),
    );
  }
  return { ...invoice, orderId: order.id };
};

/** Puts the invoices straight into a cart, in the order given, one after another in time. */
export const fillCart = async (app: TestApp, userId: number, invoiceIds: readonly number[]) => {
  const start = Date.now() - 60_000;
  for (const [i, invoiceId] of invoiceIds.entries()) {
    await app.deps.database.db.insert(cartItems).values({ userId, invoiceId, addedAt: new Date(start + i * 1000) });
  }
};

export type PayOptions = { card?: string; cvv?: string; exp?: string; cartTotal: number; delivery?: { date?: string; time?: DeliveryTimeWindow; directions?: string; deliveryCost: number } | null };

export const payBody = (options: PayOptions): CartPayBody => ({
  data: { card_name: 'Ada Customer', card_number: options.card ?? sandboxCards.approved, card_exp: options.exp ?? goodExpiry(), card_cvv: options.cvv ?? '123' },
  cartTotal: options.cartTotal,
  delivery: options.delivery
    ? {
        date: options.delivery.date ?? nextWorkingDay(),
        time: options.delivery.time ?? '1:00pm-3:00pm',
        directions: options.delivery.directions ?? 'Yellow house behind the church, Bay Street',
        deliveryCost: options.delivery.deliveryCost,
      }
    : null,
});

export const pay = (app: TestApp, userId: number, headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api/users/${userId}/cart/pay`, headers, payload: payload as object });

export const invoiceRowOf = async (app: TestApp, id: number) => (await app.deps.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

export const journalRowsOf = (app: TestApp, userId: number) => app.deps.database.db.select().from(cardPayments).where(eq(cardPayments.userId, userId));

/** The invoices as they were: approved, unpaid, in the cart. */
export const expectUnpaid = async (app: TestApp, userId: number, invoiceIds: readonly number[]) => {
  for (const id of invoiceIds) expect(await invoiceRowOf(app, id)).toMatchObject({ status: 'approved', paidOn: null, lastFourDigits: null });
  const inCart = await app.deps.database.db.select({ invoiceId: cartItems.invoiceId }).from(cartItems).where(eq(cartItems.userId, userId));
  expect(inCart.map((row) => row.invoiceId).sort((a, b) => a - b)).toEqual([...invoiceIds].sort((a, b) => a - b));
};

type Counts = ReturnType<typeof countingGateway>['counts'];
export type CheckoutApp = { app: TestApp; db: TestApp['deps']['database']['db']; admin: Actor; gateway: PaymentGateway; counts: Counts };

/** The app with the counting sandbox as its gateway and an admin signed in, for a test file's tests. */
export const useCheckoutApp = () => {
  const ctx = {} as CheckoutApp;
  const { gateway, counts, dir } = countingGateway();
  beforeAll(async () => {
    const app = await createTestApp({}, { paymentGateway: gateway });
    Object.assign(ctx, { app, db: app.deps.database.db, admin: await signedIn(app, { type: 'admin' }), gateway, counts });
  });
  afterAll(async () => {
    await ctx.app.close();
    removeSandbox(dir);
  });
  return ctx;
};

/**
 * A customer with two approved online invoices in their cart, worked out by hand: $100.00 over
 * packages of 12 and 9 charged lb, and $37.45 over one of 8 lb. Convenience fees at 4%: 400¢ and
 * 149.8¢ → 150¢, 550¢ in all. Delivery of 29 lb: $15.00 for the first 20 lb and 9 × $0.50, $19.50.
 * Charged with delivery: 10,000 + 3,745 + 550 + 1,950 = 16,245¢.
 */
export const cartOfTwo = async (ctx: CheckoutApp) => {
  const customer = await signedIn(ctx.app, { type: 'personal', firstName: 'Ada', lastName: 'Customer' });
  const hundred = await approvedInvoice(ctx.app, customer.id, ctx.admin.id, { valueCents: 10_000, pounds: [12, 9] });
  const small = await approvedInvoice(ctx.app, customer.id, ctx.admin.id, { valueCents: 3745, pounds: [8] });
  await fillCart(ctx.app, customer.id, [hundred.id, small.id]);
  return { customer, hundred, small, ids: [hundred.id, small.id], cartTotal: 137.45, deliveryCost: 19.5 };
};
