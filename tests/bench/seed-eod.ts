import pg from 'pg';

/** The busy day of the EOD bench: this many payments, and CC payments beside them. */
export const eodScale = { transactions: 2_000, credits: 40 } as const;

export type EodSeed = {
  date: string;
  eodReportId: number;
  accReportId: number;
  /** What the day's detail must say, read straight from the tables. */
  transactions: number;
  cashCents: { madeira: number; harborBay: number };
  allCents: number;
  ms: number;
};

/**
 * One business day of `eodScale.transactions` payments: the newest seeded payments are moved into
 * yesterday in Nassau, spread over its 24 hours up to 23:59, with CC payments beside them, and an
 * EOD report and an accounts report of that day. Yesterday is clear of other payments first, so
 * the day holds exactly these.
 */
export const seedEod = async (url: string, adminId: number): Promise<EodSeed> => {
  const start = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const { rows: dayRows } = await client.query<{ day: string }>(`select to_char((now() at time zone 'America/Nassau')::date - 1, 'YYYY-MM-DD') as day`);
    const day = dayRows[0]!.day;
    const dayStart = `('${day}'::date)::timestamp at time zone 'America/Nassau'`;
    await client.query(`update transactions set created_at = ${dayStart} - interval '2 days' where created_at >= ${dayStart} and created_at < ${dayStart} + interval '1 day'`);
    const n = eodScale.transactions;
    await client.query(
      `update transactions t set created_at = ${dayStart} + (chosen.n * interval '86399 seconds') / ${n}
         from (select id, row_number() over (order by id) - 1 as n from (select id from transactions order by id desc limit ${n}) latest) chosen
        where t.id = chosen.id`,
    );
    await client.query(
      `insert into credit_payments (first_name, last_name, vendor, description, value_cents, fee_bp, processing_fee_cents, total_cents, created_by, created_at)
       select 'Bench', 'Customer ' || n, 'Amazon', 'Order ' || n, 1000 * n, 300, (30 * n), 1030 * n, $2, ${dayStart} + n * interval '10 minutes'
         from generate_series(1, $1) n`,
      [eodScale.credits, adminId],
    );
    const report = (kind: string) =>
      client.query<{ id: number }>(`insert into eod_reports (kind, report_date, beginning_cents, ending_cents, created_by) values ($1, $2, 50000, 900000, $3) returning id`, [kind, day, adminId]);
    const eodReportId = (await report('eod')).rows[0]!.id;
    const accReportId = (await report('acc')).rows[0]!.id;
    const { rows } = await client.query<{ n: number; madeira: string; harbor: string; all: string }>(
      `select count(*)::int as n,
              coalesce(sum(amount_cents) filter (where type = 'cash' and location_id = 1), 0) as madeira,
              coalesce(sum(amount_cents) filter (where type = 'cash' and location_id = 2), 0) as harbor,
              coalesce(sum(amount_cents), 0) as all
         from transactions where created_at >= ${dayStart} and created_at < ${dayStart} + interval '1 day'`,
    );
    await client.query('commit');
    await client.query('analyze transactions, credit_payments, eod_reports');
    const totals = rows[0]!;
    return {
      date: day,
      eodReportId,
      accReportId,
      transactions: totals.n,
      cashCents: { madeira: Number(totals.madeira), harborBay: Number(totals.harbor) },
      allCents: Number(totals.all),
      ms: performance.now() - start,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
};
