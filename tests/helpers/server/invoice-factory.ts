import { eq } from 'drizzle-orm';
import type { InvoiceStatus, InvoiceType } from '../../../src/domain/invoices';
import { invoices } from '../../../src/server/db/schema';
import type { TestApp } from './test-app';

export type InvoiceSpec = {
  orderId: number;
  /** The order's customer; the invoice is theirs. */
  userId: number;
  createdBy: number;
  status?: Exclude<InvoiceStatus, 'paid'>;
  type?: InvoiceType | null;
  valueCents?: number;
};

/**
 * An invoice written straight into its table with only a value, for tests of what happens to
 * invoices (carts, checkout, the release gate) rather than of how they are priced, which the
 * invoices endpoints' own tests cover. Paid invoices come from paying, never from here.
 */
export const insertInvoice = async (app: TestApp, spec: InvoiceSpec) => {
  const value = spec.valueCents ?? 10_000;
  const [row] = await app.deps.database.db
    .insert(invoices)
    .values({
      orderId: spec.orderId,
      userId: spec.userId,
      createdBy: spec.createdBy,
      status: spec.status ?? 'approved',
      type: spec.type === undefined ? 'online' : spec.type,
      ratesDate: new Date().toISOString().slice(0, 10),
      valueCents: value,
      grandTotalCents: value,
      approvedAt: (spec.status ?? 'approved') === 'approved' ? new Date() : null,
      approvedBy: (spec.status ?? 'approved') === 'approved' ? spec.createdBy : null,
    })
    .returning({ id: invoices.id, pseudoId: invoices.pseudoId });
  return row!;
};

export const invoiceRow = async (app: TestApp, id: number) =>
  (await app.deps.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];
