import { asc, count } from 'drizzle-orm';
import { expect } from 'vitest';
import { zCredit, zCreditsPage, type CreditBody } from '../../../src/domain/credits';
import { creditPayments } from '../../../src/server/db/schema';
import { withIdempotencyKey } from '../../helpers/server/access-cases';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';

type Headers = Record<string, string>;

/**
 * The app with an admin and a worker (the two types CC payments are for), and short ways to record
 * payments and read them back. Call at the top of a test file.
 */
export const useCreditsApp = () => {
  const ctx = useAppWithAdmin({ worker: { type: 'worker', firstName: 'Wendy', lastName: 'Worker' } }, { firstName: 'Ada', lastName: 'Admin' });

  const body = (overrides: Partial<Record<keyof CreditBody, unknown>> = {}) => ({
    firstName: 'Andre',
    lastName: 'Rolle',
    vendor: 'Amazon',
    description: 'Laptop charger',
    value: 123.45,
    ...overrides,
  });
  const post = (payload: unknown, headers: Headers = ctx.worker.headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/credits', headers: withIdempotencyKey(headers), payload: payload as object });
  const record = async (overrides: Partial<Record<keyof CreditBody, unknown>> = {}, headers: Headers = ctx.worker.headers) => {
    const response = await post(body(overrides), headers);
    expect(response.statusCode, response.body).toBe(201);
    return zCredit.parse(response.json());
  };
  const get = (url: string, headers: Headers = ctx.worker.headers) => ctx.app.inject({ method: 'GET', url, headers });
  const list = async (query: string) => {
    const response = await get(`/api/credits?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return zCreditsPage.parse(response.json());
  };
  const rows = () => ctx.db.select().from(creditPayments).orderBy(asc(creditPayments.id));
  const rowCount = async () => (await ctx.db.select({ n: count() }).from(creditPayments))[0]!.n;

  return Object.assign(ctx, { body, post, record, get, list, rows, rowCount });
};
