import pg from 'pg';

export type InvoiceSeed = {
  invoices: number;
  transactions: number;
  /** Live orders without an invoice whose items are all at least $5: what invoice generation takes. */
  uninvoicedOrders: number[];
  /** Customers with one approved online invoice in their cart: what checkout pays, one cart a request. */
  carts: { userId: number; totalCents: number }[];
  ms: number;
};

/**
 * Invoices for the oldest `count` live orders, in one INSERT … SELECT (a few seconds at 200,000):
 * seven in ten paid (with a transaction each, cash and checks at a branch), two approved, one
 * unpaid, their amounts spread from each order's id. Their lines are not priced by the engine:
 * what the loads measure is the write path and the indexes at this size, not the figures. Then
 * `carts` customers get one of their approved invoices, made online, in their cart.
 */
export const seedInvoices = async (url: string, count: number, carts: number, generationPool: number): Promise<InvoiceSeed> => {
  const start = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into invoices (order_id, user_id, created_by, status, type, rates_date, shipping_subtotal_cents, duty_total_cents,
                             levy_total_cents, processing_fee_cents, documentation_fee_cents, insurance_cents, freight_vat_cents,
                             customs_vat_cents, vat_total_cents, reg_total_cents, reimbursement_total_cents, value_cents,
                             grand_total_cents, approved_at, approved_by, paid_on, paid_by, payment_type, created_at, updated_at)
       select id, user_id, created_by, status, type, (created_at at time zone 'America/Nassau')::date,
              freight, duty, 0, 1000, 500, 100, (freight + 100) / 10, (duty * 4 + 1000) / 10,
              (freight + 100) / 10 + (duty * 4 + 1000) / 10 + 50,
              freight + 600 + (freight + 100) / 10 + 50, duty + 1000 + (duty * 4 + 1000) / 10,
              freight + 600 + (freight + 100) / 10 + 50 + duty + 1000 + (duty * 4 + 1000) / 10,
              freight + 600 + (freight + 100) / 10 + 50 + duty + 1000 + (duty * 4 + 1000) / 10,
              case when status <> 'unpaid' then created_at + interval '1 day' end, case when status <> 'unpaid' then created_by end,
              case when status = 'paid' then created_at + interval '3 days' end, case when status = 'paid' then created_by end,
              case when status = 'paid' then type end, created_at, created_at
         from (select o.id, o.user_id, o.created_by, o.created_at, 1000 + (o.id * 37) % 9000 as freight, (o.id * 53) % 20000 as duty,
                      case when o.id % 10 < 7 then 'paid' when o.id % 10 < 9 then 'approved' else 'unpaid' end as status,
                      (array['cash','check','card','online','bank'])[1 + o.id % 5] as type
                 from orders o where o.deleted_at is null order by o.id limit $1) chosen`,
      [count],
    );
    const transactions = await client.query(
      `insert into transactions (invoice_id, type, pnp, amount_cents, user_id, location_id, created_at)
       select i.id, i.payment_type, case when i.payment_type in ('card','online') then 'SBX-' || i.id end, i.grand_total_cents, i.paid_by,
              case when i.payment_type in ('cash','check') then 1 + i.id % 2 end, i.paid_on
         from invoices i where i.status = 'paid'`,
    );
    const cartRows = await client.query<{ userId: number; totalCents: number }>(
      `with first_approved as (
         select distinct on (user_id) id, user_id, value_cents from invoices where status = 'approved' order by user_id, id limit $1
       ), online as (
         update invoices i set type = 'online' from first_approved f where i.id = f.id returning i.id, i.user_id, i.value_cents
       )
       insert into cart_items (user_id, invoice_id) select user_id, id from online
       returning user_id as "userId", (select value_cents from invoices where id = invoice_id) as "totalCents"`,
      [carts],
    );
    await client.query('commit');
    await client.query('vacuum (analyze) invoices, transactions, cart_items');
    const pool = await client.query<{ id: number }>(
      `select o.id from orders o where o.deleted_at is null and o.valid_unit_price
          and not exists (select 1 from invoices i where i.order_id = o.id) order by o.id desc limit $1`,
      [generationPool],
    );
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from invoices');
    return {
      invoices: rows[0]!.n,
      transactions: transactions.rowCount ?? 0,
      uninvoicedOrders: pool.rows.map((row) => row.id),
      carts: cartRows.rows,
      ms: performance.now() - start,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
};
