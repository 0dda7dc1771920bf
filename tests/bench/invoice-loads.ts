import { fileURLToPath } from 'node:url';
import type { Request } from 'autocannon';
import pg from 'pg';
import { measure, type Measurement } from './measure';
import type { InvoiceSeed } from './seed-invoices';

const setupRequestPath = fileURLToPath(new URL('./money-request.cjs', import.meta.url));
/** The sandbox gateway's card that approves (ARCHITECTURE, Running it). */
const approvingCard = { card_name: 'Bench Customer', card_number: '4242424242424242', card_exp: '12/2030', card_cvv: '123' };

/** written: rows counted before the warm-up and after the last round; answered: the 2xx of all of them. */
export type MoneyLoad = Measurement & { written: number; answered: number };
type Target = {
  baseUrl: string;
  adminToken: string;
  tokenFor: (userId: number) => Promise<string>;
  databaseUrl: string;
  seconds: number;
  connections: number;
  rounds?: number;
  warmupSeconds?: number;
};

const countOf = async (databaseUrl: string, sql: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(sql)).rows[0]!.n;
  } finally {
    await client.end();
  }
};

const run = async (target: Target, name: string, pool: { kind: 'generate' | 'checkout'; items: unknown[]; card?: unknown }, counter: string) => {
  if (pool.items.length === 0) throw new Error(`${name}: nothing seeded to load it with`);
  // Each round's worker starts its pool from the top: it gets the items the rounds before it did not reach.
  const requests = (sentBefore: number): Request[] => {
    const items = pool.items.slice(Math.min(pool.items.length - 1, sentBefore + target.connections));
    const request: Request & { moneyPool: typeof pool } = { method: 'POST', path: '/api/health', setupRequest: setupRequestPath, moneyPool: { ...pool, items } };
    return [request];
  };
  const before = await countOf(target.databaseUrl, counter);
  const result = await measure(name, {
    url: `${target.baseUrl}/api/health`,
    headers: { authorization: `Bearer ${target.adminToken}`, 'content-type': 'application/json' },
    seconds: target.seconds,
    connections: target.connections,
    rounds: target.rounds,
    warmupSeconds: target.warmupSeconds,
    requests,
  });
  const answered = result.ok2xx + (result.warmup?.ok2xx ?? 0);
  return { ...result, written: (await countOf(target.databaseUrl, counter)) - before, answered };
};

/**
 * Invoice generation (an order priced by the engine and written with its package lines) and card
 * checkout (a cart locked, journalled, charged through the sandbox gateway, recorded and emptied),
 * each request on a new order or cart. The rows written are counted before and after, so a fast
 * figure that wrote nothing shows.
 */
export const measureMoney = async (target: Target, seed: InvoiceSeed): Promise<MoneyLoad[]> => {
  const generate = await run(
    target,
    'POST /api/invoices (generate)',
    { kind: 'generate', items: seed.uninvoicedOrders.map((orderId) => ({ orderId })) },
    'select count(*)::int as n from invoices',
  );
  const carts = await Promise.all(seed.carts.map(async (cart) => ({ ...cart, token: await target.tokenFor(cart.userId) })));
  const checkout = await run(
    target,
    'POST /api/users/{id}/cart/pay (card checkout)',
    { kind: 'checkout', items: carts, card: approvingCard },
    `select count(*)::int as n from card_payments where status = 'recorded'`,
  );
  return [generate, checkout];
};

export const printMoney = (loads: readonly MoneyLoad[]) => {
  for (const load of loads) {
    console.log(`${load.name}: ${load.written.toLocaleString('en-US')} written for ${load.answered.toLocaleString('en-US')} answered 2xx, warm-up included`);
    // Requests still in flight when the load stops may commit after it, so more rows than answers is fine.
    if (load.written < load.answered) console.log(`warning: ${load.name} wrote ${load.written} rows for ${load.answered} successful answers`);
  }
};
