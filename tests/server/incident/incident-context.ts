import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { addDays, zIncorrectInvoicesPage, zRecheckResult } from '../../../src/domain/incident';
import { invoices } from '../../../src/server/db/schema';
import { businessToday } from '../../../src/server/time';
import { createInvoicesContext, type Headers } from '../invoices/invoice-context';

/**
 * A Nassau business day `days` calendar days before today, as the server counts them. Not 24-hour
 * steps back from now: across a change of daylight saving time those land on the wrong day in the
 * hour after midnight.
 */
export const daysAgo = (days: number) => addDays(businessToday(new Date()), -days);

/**
 * The invoices test context (orders and invoices made through the API) with a special admin, and
 * short ways to read the Incident Report and to spoil a stored invoice with SQL, as an incident would.
 */
export const createIncidentContext = async () => {
  const ctx = await createInvoicesContext();
  const specialAdmin = await ctx.person({ type: 'admin', special: true });

  const incorrect = (query = '', headers: Headers = specialAdmin.headers) => ctx.send('GET', `/api/invoices/incorrect${query}`, headers);
  const incorrectPage = async (query = '') => {
    const response = await incorrect(query);
    expect(response.statusCode, response.body).toBe(200);
    return zIncorrectInvoicesPage.parse(response.json());
  };
  const recheck = (ids: string, headers: Headers = specialAdmin.headers) => ctx.send('GET', `/api/invoices/upload?ids=${encodeURIComponent(ids)}`, headers);
  const rechecked = async (ids: string) => {
    const response = await recheck(ids);
    expect(response.statusCode, response.body).toBe(200);
    return zRecheckResult.parse(response.json());
  };
  /** Changes stored columns of an invoice behind the API's back. */
  const spoil = (id: number, set: PgUpdateSetSource<typeof invoices>) => ctx.db.update(invoices).set(set).where(eq(invoices.id, id));
  const plus = (column: keyof typeof invoices._.columns, cents: number) => sql`${invoices[column]} + ${cents}`;
  /** The worked air invoice of invoice-totals.test.ts: processing $10.00, VAT $17.50, value $94.89. */
  const plainInvoice = async () => (await ctx.invoicedOrder()).invoice;

  return { ...ctx, specialAdmin, incorrect, incorrectPage, recheck, rechecked, spoil, plus, plainInvoice };
};
export type IncidentContext = Awaited<ReturnType<typeof createIncidentContext>>;
