import type pg from 'pg';

type Definition = { table: string; name: string; definition: string };
export type DeferredKeys = { foreignKeys: Definition[]; keys: Definition[]; indexes: Definition[]; triggersOff: string[] };

/**
 * The references migrations 0008 and 0009 check per statement by trigger (package_positions took
 * over the checkpoint reference from packages in 0009); a bulk load checks each with one join.
 */
const triggerReferences = [
  { table: 'tracking_events', column: 'package_id', references: 'packages' },
  { table: 'tracking_events', column: 'checkpoint_id', references: 'checkpoints' },
  { table: 'tracking_events', column: 'user_id', references: 'users' },
  { table: 'package_positions', column: 'checkpoint_id', references: 'checkpoints' },
] as const;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Loading millions of rows is much faster into bare tables: every index is built once at the end
 * instead of row by row, and foreign keys are checked by one join each instead of a trigger per
 * row. This takes the keys and indexes of `tables` (and every foreign key pointing at them) off,
 * remembering their definitions as the migrations made them, for `restoreKeys` to put back. The
 * tables' own triggers are switched off too: the reference checks would gather every loaded row.
 */
export const dropKeys = async (client: pg.Client, tables: readonly string[]): Promise<DeferredKeys> => {
  const foreignKeys = (
    await client.query<Definition>(
      `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
         from pg_constraint
        where contype = 'f' and (conrelid = any($1::regclass[]) or confrelid = any($1::regclass[]))
        order by conname`,
      [tables],
    )
  ).rows;
  const keys = (
    await client.query<Definition>(
      `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
         from pg_constraint
        where contype in ('p', 'u') and conrelid = any($1::regclass[])
        order by contype, conname`,
      [tables],
    )
  ).rows;
  const indexes = (
    await client.query<Definition>(
      `select i.indrelid::regclass::text as table, c.relname as name, pg_get_indexdef(i.indexrelid) as definition
         from pg_index i
         join pg_class c on c.oid = i.indexrelid
        where i.indrelid = any($1::regclass[])
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid and k.contype in ('p', 'u', 'x'))
        order by c.relname`,
      [tables],
    )
  ).rows;
  for (const fk of foreignKeys) await client.query(`alter table ${fk.table} drop constraint ${quote(fk.name)}`);
  for (const key of keys) await client.query(`alter table ${key.table} drop constraint ${quote(key.name)}`);
  for (const index of indexes) await client.query(`drop index ${quote(index.name)}`);
  for (const table of tables) await client.query(`alter table ${quote(table)} disable trigger user`);
  return { foreignKeys, keys, indexes, triggersOff: [...tables] };
};

const byTable = (definitions: readonly Definition[]) => {
  const tables = new Map<string, Definition[]>();
  for (const d of definitions) tables.set(d.table, [...(tables.get(d.table) ?? []), d]);
  return tables;
};

/**
 * Primary and unique keys first (foreign keys need them), then the other indexes, each table on
 * a connection of its own so the builds share the cores; then the foreign keys one after another,
 * since adding two that point at the same table would only wait for each other's locks.
 */
export const restoreKeys = async (clients: readonly pg.Client[], deferred: DeferredKeys) => {
  const keys = byTable(deferred.keys);
  const indexes = byTable(deferred.indexes);
  const tables = [...new Set([...keys.keys(), ...indexes.keys()])];
  const queue = [...tables];
  await Promise.all(
    clients.map(async (client) => {
      for (let table = queue.shift(); table !== undefined; table = queue.shift()) {
        for (const key of keys.get(table) ?? []) await client.query(`alter table ${key.table} add constraint ${quote(key.name)} ${key.definition}`);
        for (const index of indexes.get(table) ?? []) await client.query(index.definition);
      }
    }),
  );
  const [first] = clients;
  for (const fk of deferred.foreignKeys) await first!.query(`alter table ${fk.table} add constraint ${quote(fk.name)} ${fk.definition}`);
  for (const table of deferred.triggersOff) await first!.query(`alter table ${quote(table)} enable trigger user`);
  for (const ref of triggerReferences.filter((r) => deferred.triggersOff.includes(r.table))) {
    const { rows } = await first!.query<{ missing: number }>(
      `select count(*)::int as missing from ${ref.table} t
        where t.${ref.column} is not null and not exists (select 1 from ${ref.references} r where r.id = t.${ref.column})`,
    );
    if (rows[0]!.missing > 0) throw new Error(`${rows[0]!.missing} rows of ${ref.table}.${ref.column} reference no ${ref.references} row`);
  }
};

/** Serial columns continue after the ids the COPY gave. */
export const advanceSequence = (client: pg.Client, table: string, column = 'id') =>
  client.query(`select setval(pg_get_serial_sequence($1, $2), greatest(1, (select coalesce(max(${quote(column)}), 0) from ${quote(table)})))`, [table, column]);
