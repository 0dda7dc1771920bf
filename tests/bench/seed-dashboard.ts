import pg from 'pg';
import { dashboardDays, dashboardLeftOutCheckpoint } from '../../src/domain/admin-dashboard';

/** About what a forwarder of the bench's size takes a day: 140,000 payments over two years. */
export const dashboardScale = { paymentsPerDay: 200 } as const;

/** Counts that only grow while time passes (a package crossing its threshold): the seed's at seed time, and five minutes on. */
export type Growing = { atLeast: number; atMost: number };

export type DashboardSeed = {
  moved: number;
  /** 'YYYY-MM-DD' → method → live orders created that Nassau day. */
  orders: Record<string, Record<string, number>>;
  /** checkpoint id → packages of live orders there (Delivered left out). */
  checkpoints: Record<number, number>;
  alerts: { on_the_way_2_days: Growing; next_day_in_miami_2_days: Growing; others_in_miami_4_days: Growing };
  /** 'YYYY-MM-DD' → payment type → cents; and cash by branch id over the range. */
  payments: Record<string, Record<string, number>>;
  cashByBranch: Record<number, number>;
  outstandingDeliveries: number;
  unpaid: { count: number; cents: number };
  ms: number;
};

const nassau = `'America/Nassau'`;
const today = `(now() at time zone ${nassau})::date`;
const dayStart = (day: string) => `((${day})::timestamp at time zone ${nassau})`;
const rangeStart = dayStart(`${today} - ${dashboardDays - 1}`);
const rangeEnd = dayStart(`${today} + 1`);

/**
 * The seeded invoices are paid within their orders' first days, so the seeded payments are all
 * older than the range. The oldest `paymentsPerDay` × days of them are moved into the range's days
 * that hold no payment yet (a whole run's end-of-day day is left as that seed made it), spread
 * over each day (today up to now), so the chart and its sums have a month of takings to read.
 */
const movePayments = (client: pg.Client) =>
  client.query(
    `with days as (
       select d::date as day, row_number() over (order by d) - 1 as i, count(*) over () as n
         from generate_series(${today} - ${dashboardDays - 1}, ${today}, interval '1 day') d
        where not exists (select 1 from transactions t where t.created_at >= ${dayStart('d::date')} and t.created_at < ${dayStart('d::date + 1')})),
     chosen as (select id, row_number() over (order by id) - 1 as k from transactions order by id limit $1::int * (select count(*) from days))
     update transactions t
        set created_at = ${dayStart('days.day')}
              + least(interval '1 day', now() - ${dayStart('days.day')}) * (((chosen.k / days.n) + 0.5)::float8 / $1::int)
       from chosen join days on days.i = chosen.k % days.n
      where t.id = chosen.id`,
    [dashboardScale.paymentsPerDay],
  );

const alertCount = (checkpoint: number, days: number, method: string, ahead: string) =>
  `(select count(*)::int from package_positions p
     where p.checkpoint_id = ${checkpoint} and p.checkpoint_at < now() + interval '${ahead}' - interval '${days} days' and ${method}
       and not exists (select 1 from orders o where o.id = p.order_id and o.deleted_at is not null))`;

const alertBounds = async (client: pg.Client, checkpoint: number, days: number, method: string): Promise<Growing> => {
  const { rows } = await client.query<{ lo: number; hi: number }>(`select ${alertCount(checkpoint, days, method, '0 s')} as lo, ${alertCount(checkpoint, days, method, '5 min')} as hi`);
  return { atLeast: rows[0]!.lo, atMost: rows[0]!.hi };
};

/** What the dashboard must answer, read from the tables by statements of the seed's own. */
const readBack = async (client: pg.Client) => {
  const orders: DashboardSeed['orders'] = {};
  const orderRows = await client.query<{ day: string; method: string; n: number }>(
    `select (created_at at time zone ${nassau})::date::text as day, shipping_method as method, count(*)::int as n
       from orders where deleted_at is null and created_at >= ${rangeStart} and created_at < ${rangeEnd} group by 1, 2`,
  );
  for (const row of orderRows.rows) (orders[row.day] ??= {})[row.method] = row.n;

  const checkpoints: DashboardSeed['checkpoints'] = {};
  const at = await client.query<{ id: number; n: number }>(
    `select p.checkpoint_id as id, count(*)::int as n from package_positions p join orders o on o.id = p.order_id
      where o.deleted_at is null and p.checkpoint_id is not null and p.checkpoint_id <> ${dashboardLeftOutCheckpoint} group by 1`,
  );
  for (const row of at.rows) checkpoints[row.id] = row.n;

  const payments: DashboardSeed['payments'] = {};
  const cashByBranch: DashboardSeed['cashByBranch'] = {};
  const paid = await client.query<{ day: string; type: string; branch: number | null; cents: string }>(
    `select (created_at at time zone ${nassau})::date::text as day, type, location_id as branch, sum(amount_cents)::text as cents
       from transactions where created_at >= ${rangeStart} and created_at < ${rangeEnd} group by 1, 2, 3`,
  );
  for (const row of paid.rows) {
    const day = (payments[row.day] ??= {});
    day[row.type] = (day[row.type] ?? 0) + Number(row.cents);
    if (row.type === 'cash') cashByBranch[row.branch!] = (cashByBranch[row.branch!] ?? 0) + Number(row.cents);
  }
  const deliveries = await client.query<{ n: number }>(`select count(*)::int as n from deliveries where delivered_at is null and date <= ${today}`);
  const unpaid = await client.query<{ n: number; cents: string }>(`select count(*)::int as n, coalesce(sum(value_cents), 0)::text as cents from invoices where status in ('unpaid', 'approved')`);
  return {
    orders,
    checkpoints,
    alerts: {
      on_the_way_2_days: await alertBounds(client, 17, 2, 'true'),
      next_day_in_miami_2_days: await alertBounds(client, 12, 2, `p.shipping_method = 'next-day'`),
      others_in_miami_4_days: await alertBounds(client, 12, 4, `p.shipping_method <> 'next-day'`),
    },
    payments,
    cashByBranch,
    outstandingDeliveries: deliveries.rows[0]!.n,
    unpaid: { count: unpaid.rows[0]!.n, cents: Number(unpaid.rows[0]!.cents) },
  };
};

export const seedDashboard = async (url: string): Promise<DashboardSeed> => {
  const start = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const moved = (await movePayments(client)).rowCount ?? 0;
    await client.query('vacuum (analyze) transactions');
    return { moved, ...(await readBack(client)), ms: performance.now() - start };
  } finally {
    await client.end();
  }
};

export const printDashboardSeed = (seed: DashboardSeed) => {
  const orders = Object.values(seed.orders).reduce((sum, day) => sum + Object.values(day).reduce((a, b) => a + b, 0), 0);
  const cents = Object.values(seed.payments).reduce((sum, day) => sum + Object.values(day).reduce((a, b) => a + b, 0), 0);
  console.log(
    `moved ${seed.moved.toLocaleString('en-US')} payments into the dashboard's ${dashboardDays} days in ${(seed.ms / 1000).toFixed(1)} s; ` +
      `those days hold ${orders.toLocaleString('en-US')} live orders and ${(cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })} of payments; ` +
      `${seed.unpaid.count.toLocaleString('en-US')} invoices not paid`,
  );
};
