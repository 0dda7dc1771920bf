import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCards } from '../../../src/server/payments/sandbox-gateway';
import { signedIn } from '../../helpers/server/factories';
import { withIdempotencyKey } from '../../helpers/server/access-cases';
import { createTestApp, type TestApp } from '../../helpers/server/test-app';
import { approvedInvoice, countingGateway, fillCart, pay, payBody, removeSandbox } from './checkout-fixtures';

/** Every line the server logs, at its most talkative level. */
const logLines: string[] = [];
const { gateway, counts, dir } = countingGateway();
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ logLevel: 'trace' }, { paymentGateway: gateway, logStream: { write: (line: string) => void logLines.push(line) } });
});
afterAll(async () => {
  await app.close();
  removeSandbox(dir);
});

const approvedCard = '4111111111111111';
const badLuhn = '4111111111111112';
const cvv = '9731';
const numbers = [approvedCard, badLuhn, sandboxCards.declined];

/** Each row of the table as text, so a number hidden in any column (JSON, arrays, hashes) shows. */
const tableText = async (table: 'idempotency_keys' | 'mail_log' | 'card_payments' | 'invoices' | 'transactions' | 'activity_logs') =>
  (await app.deps.database.db.execute<{ row: string }>(sql`select t::text as row from ${sql.identifier(table)} t`)).rows.map((r) => r.row).join('\n');

describe('Card data on the way through the server', () => {
  it('keeps the number and CVV out of the database and the log, whatever the answer (200, 400, 402, 500)', async () => {
    const customer = await signedIn(app, { type: 'personal' });
    const invoice = await approvedInvoice(app, customer.id, customer.id, { valueCents: 5000, pounds: [3] });
    await fillCart(app, customer.id, [invoice.id]);
    const body = (card: string) => payBody({ card, cvv, cartTotal: 50, delivery: { deliveryCost: 15 } });

    expect((await pay(app, customer.id, withIdempotencyKey(customer.headers), body(badLuhn))).statusCode).toBe(400);
    expect((await pay(app, customer.id, withIdempotencyKey(customer.headers), body(sandboxCards.declined))).statusCode).toBe(402);
    counts.failAfterCharge = true;
    expect((await pay(app, customer.id, withIdempotencyKey(customer.headers), body(approvedCard))).statusCode).toBe(500);
    const paid = await pay(app, customer.id, withIdempotencyKey(customer.headers), body(approvedCard));
    expect(paid.statusCode, paid.body).toBe(200);
    await app.deps.background.drain();

    const stored = (await Promise.all((['idempotency_keys', 'mail_log', 'card_payments', 'invoices', 'transactions', 'activity_logs'] as const).map(tableText))).join('\n');
    // The rows are there (the stored answer, the receipt, the journal, the paid invoice) with the last four only.
    expect(stored).toContain(paid.json().reference);
    expect(stored).toContain('Card ending in 1111');
    const log = logLines.join('');
    expect(log).toContain(`/api/users/${customer.id}/cart/pay`);
    for (const text of [stored, log]) {
      for (const number of numbers) expect(text).not.toContain(number);
      expect(text).not.toContain(`"${cvv}"`);
      expect(text).not.toContain('card_cvv');
      expect(text).not.toContain('card_number');
    }
  });
});
