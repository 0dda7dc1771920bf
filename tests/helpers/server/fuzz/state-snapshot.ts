import pg from 'pg';

/** Per table: its row count, then the sum of each of its money columns in column order. */
export type StateFigures = Record<string, number[]>;

/** The figures, and the write-ahead log's position just before they were read. */
export type StateSnapshot = { lsn: string; figures: StateFigures };

const walPosition = 'select pg_current_wal_insert_lsn()::text as lsn';

/**
 * A state check cheap enough to run after each of tens of thousands of requests: one prepared
 * query of about a millisecond on a connection of its own. A half-written refusal shows as a row too
 * many or too few, or as money moved. Money columns are found rather than listed: every amount the
 * schema stores is an integer count of cents in a column named `…_cents` (invoices, fees, payments,
 * deliveries, reports), so information_schema gives them all, including those of tables added later.
 */
export const stateSnapshotter = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const money = await client.query<{ table: string; column: string }>(
    `select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' and column_name like '%\\_cents' and data_type in ('smallint', 'integer', 'bigint', 'numeric')
      order by table_name, ordinal_position`,
  );
  const figures = (table: string) =>
    ['count(*)', ...money.rows.filter((c) => c.table === table).map((c) => `coalesce(sum(${client.escapeIdentifier(c.column)}), 0)`)].join(', ');
  const text = tables.rows.map(({ name }) => `select ${client.escapeLiteral(name)} as name, json_build_array(${figures(name)}) as figures from ${client.escapeIdentifier(name)}`).join(' union all ');
  const position = async () => (await client.query<{ lsn: string }>({ name: 'fuzz-wal-position', text: walPosition })).rows[0]!.lsn;

  return {
    moneyColumns: money.rows.map((c) => `${c.table}.${c.column}`),
    /** The log's position is read first: a write that commits after it moves it on, whether or not the figures saw the write. */
    take: async (): Promise<StateSnapshot> => {
      const lsn = await position();
      const rows = (await client.query<{ name: string; figures: (number | string)[] }>({ name: 'fuzz-state', text })).rows;
      return { lsn, figures: Object.fromEntries(rows.map(({ name, figures: values }) => [name, values.map(Number)])) };
    },
    /**
     * False when nothing at all has been written since the snapshot: every change to a table, even
     * one rolled back, goes through the write-ahead log first, so a position that has not moved
     * means equal figures. Work of the database's own (autovacuum, a checkpoint) moves it too, and
     * then the figures are read and compared.
     */
    mayHaveChanged: async (since: StateSnapshot) => (await position()) !== since.lsn,
    close: () => client.end(),
  };
};

/** The tables whose figures differ between two snapshots, with both figures, leaving out `allowed`. */
export const stateChanges = ({ figures: before }: StateSnapshot, { figures: after }: StateSnapshot, allowed: readonly string[] = []) =>
  Object.keys({ ...before, ...after })
    .filter((table) => !allowed.includes(table) && JSON.stringify(before[table]) !== JSON.stringify(after[table]))
    .map((table) => `${table} ${JSON.stringify(before[table])} → ${JSON.stringify(after[table])}`);
