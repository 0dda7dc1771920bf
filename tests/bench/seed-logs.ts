import pg from 'pg';
import { logsPageSize } from '../../src/domain/logs';

/** A year of the activity log: a million rows by 30 staff members, about 2,700 a day. */
export const logsScale = { rows: 1_000_000, workers: 30, days: 365 } as const;

/** What one read of the log must answer, worked out from the table: total is the exact count, which the endpoint caps. */
export type LogsExpectation = { fromDate: string; toDate: string; workerId: number | null; page: number; total: number; ids: number[] };

export type LogsSeed = {
  day: LogsExpectation;
  month: LogsExpectation;
  workerMonth: LogsExpectation;
  /** The month's last page: the deepest offset a month has. */
  deepPage: LogsExpectation;
  /** The whole year, past the count's cap. */
  year: LogsExpectation;
  ms: number;
};

const nassauDay = (daysAgo: number) => `to_char((now() at time zone 'America/Nassau')::date - ${daysAgo}, 'YYYY-MM-DD')`;

/**
 * The rows one search reads, straight from the table with its own SQL: the period's count and the
 * ids of the page, newest first (ties by id), as the endpoint must answer them.
 */
const readBack = async (client: pg.Client, fromDate: string, toDate: string, workerId: number | null, page: number | 'last'): Promise<LogsExpectation> => {
  const where = `created_at >= ($1::date)::timestamp at time zone 'America/Nassau' and created_at < ($2::date + 1)::timestamp at time zone 'America/Nassau' and ($3::int is null or user_id = $3)`;
  const total = Number((await client.query<{ n: string }>(`select count(*) as n from activity_logs where ${where}`, [fromDate, toDate, workerId])).rows[0]!.n);
  const number = page === 'last' ? Math.max(1, Math.ceil(total / logsPageSize)) : page;
  const ids = await client.query<{ id: string }>(`select id from activity_logs where ${where} order by created_at desc, id desc limit ${logsPageSize} offset ${(number - 1) * logsPageSize}`, [fromDate, toDate, workerId]);
  return { fromDate, toDate, workerId, page: number, total, ids: ids.rows.map((row) => Number(row.id)) };
};

/**
 * 30 staff members and one `generate_series` insert of the year's activity, evenly over the last
 * 365 days: orders created and updated, invoices approved, deliveries made and scans of some
 * packages at a checkpoint (with the detail the scan route stores). Then VACUUM ANALYZE, as
 * autovacuum would leave a table this size, and what each measured read must answer.
 */
export const seedLogs = async (url: string): Promise<LogsSeed> => {
  const start = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (first_name, last_name, email, account_type, location_id, island_id, password_hash)
       select 'Bench', 'Worker ' || n, 'bench.worker.' || n || '@example.test', 'worker', 1 + n % 2, 10, 'not-a-hash'
         from generate_series(1, ${logsScale.workers}) n`,
    );
    await client.query(
      `insert into activity_logs (user_id, action, entity, entity_id, detail, created_at)
       select w.ids[1 + (n * 7) % array_length(w.ids, 1)],
              (array['Created order', 'Updated order', 'Approved invoice', 'Delivered', 'Scanned packages'])[1 + n % 5],
              (array['order', 'order', 'invoice', 'delivery', 'scan'])[1 + n % 5],
              case when n % 5 = 4 then null else 1 + (n * 13) % 200000 end,
              case when n % 5 = 4 then jsonb_build_object('checkpoint', c.ids[1 + n % array_length(c.ids, 1)], 'count', 1 + n % 40) end,
              now() - interval '${logsScale.days} days' + n * (interval '${logsScale.days} days' / ${logsScale.rows})
         from generate_series(0, ${logsScale.rows - 1}) n,
              (select array_agg(id order by id) as ids from users where email like 'bench.worker.%') w,
              (select array_agg(id order by id) as ids from checkpoints) c`,
    );
    await client.query('vacuum analyze activity_logs');
    const day = (await client.query<{ day: string; first: string; last: string; worker: number; yearFirst: string; day0: string }>(
      `select ${nassauDay(100)} as day, ${nassauDay(logsScale.days)} as "yearFirst", ${nassauDay(0)} as day0,
              to_char(date_trunc('month', (now() at time zone 'America/Nassau')::date - 60), 'YYYY-MM-DD') as first,
              to_char(date_trunc('month', (now() at time zone 'America/Nassau')::date - 60) + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as last,
              (select min(id) from users where email like 'bench.worker.%') as worker`,
    )).rows[0]!;
    return {
      day: await readBack(client, day.day, day.day, null, 1),
      month: await readBack(client, day.first, day.last, null, 1),
      workerMonth: await readBack(client, day.first, day.last, day.worker, 1),
      deepPage: await readBack(client, day.first, day.last, null, 'last'),
      year: await readBack(client, day.yearFirst, day.day0, null, 1),
      ms: performance.now() - start,
    };
  } finally {
    await client.end();
  }
};
