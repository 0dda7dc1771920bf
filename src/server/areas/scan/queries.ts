import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';

/** unpaid: the checkpoint is a release point and the package's order has no paid invoice. */
export type ScannedPackage = { id: number; checkpointId: number | null; checkpointAt: Date | null; unpaid: boolean };
type LockedRow = { id: number; checkpoint_id: number | null; checkpoint_at: string | null; unpaid: boolean };

/**
 * A PostgreSQL array literal of numbers, booleans or ISO timestamps, none of which needs quoting:
 * pg would quote and escape each of the batch's 900 values with two regular expressions.
 */
const arrayLiteral = (values: readonly (number | boolean | string)[]) => `{${values.join(',')}}`;

/*
 * The three statements of a scan batch are prepared statements: at a few hundred batches a
 * second, parsing and planning them each time was a tenth of PostgreSQL's work.
 */

const lockTargets = preparedStatement<{ now: string; checkpoint: boolean; packages: LockedRow[] }, { checkpointId: number; ids: string }>(
  'scan_lock_targets',
  sql`
    with checkpoint as (select id, releases from checkpoints where id = ${sql.placeholder('checkpointId')} for key share),
         locked as (
           select p.package_id as id, p.checkpoint_id, p.checkpoint_at,
                  case when (select releases from checkpoint)
                       then not exists (select 1 from invoices i where i.order_id = p.order_id and i.status = 'paid')
                       else false end as unpaid
             from package_positions p
             join orders o on o.id = p.order_id and o.deleted_at is null
            where p.package_id = any(${sql.placeholder('ids')}::int[])
            order by p.package_id
              for no key update of p
         )
    select now() as now, exists (select 1 from checkpoint) as checkpoint, coalesce((select json_agg(locked) from locked), '[]') as packages`,
);

/**
 * One statement: the checkpoint, held with KEY SHARE so it cannot be deleted before the scan
 * commits; the positions of the packages of live orders among `ids`, locked in id order, so two
 * batches naming the same packages run one after the other (no lost move, no missed duplicate)
 * and cannot deadlock; and the transaction's clock, which every event of the batch takes as its
 * received time. At a release point each package also says whether its order is unpaid, through
 * the invoice's unique index on its order; elsewhere the CASE never reads invoices, so the
 * checkpoints before the hand-over pay nothing for the gate. A paid invoice stays paid, so the
 * invoice needs no lock.
 */
export const lockScanTargets = async (db: Db, checkpointId: number, ids: readonly number[]) => {
  const row = (await lockTargets(db, { checkpointId, ids: arrayLiteral(ids) })).rows[0]!;
  return {
    receivedAt: new Date(row.now),
    checkpointExists: row.checkpoint,
    packages: row.packages.map(
      (p): ScannedPackage => ({ id: p.id, checkpointId: p.checkpoint_id, checkpointAt: p.checkpoint_at === null ? null : new Date(p.checkpoint_at), unpaid: p.unpaid }),
    ),
  };
};

const timesNear = preparedStatement<{ package_id: number; occurred_at: string }, { checkpointId: number; packageIds: string; from: string; to: string }>(
  'scan_times_near',
  sql`
    select package_id, occurred_at
      from tracking_events
     where package_id = any(${sql.placeholder('packageIds')}::int[])
       and checkpoint_id = ${sql.placeholder('checkpointId')}
       and occurred_at between ${sql.placeholder('from')}::timestamptz and ${sql.placeholder('to')}::timestamptz`,
);

/** Earlier scans of these packages at this checkpoint between `from` and `to`: what a new scan may duplicate. */
export const scanTimesNear = async (db: Db, checkpointId: number, packageIds: readonly number[], from: Date, to: Date) => {
  if (packageIds.length === 0) return [];
  const { rows } = await timesNear(db, { checkpointId, packageIds: arrayLiteral(packageIds), from: from.toISOString(), to: to.toISOString() });
  return rows.map((row) => ({ packageId: row.package_id, occurredAt: new Date(row.occurred_at) }));
};

export type NewScan = { packageId: number; occurredAt: Date; offline: boolean; duplicate: boolean };
export type PackageMove = { packageId: number; at: Date };
type Batch = { checkpointId: number; userId: number; receivedAt: Date; events: readonly NewScan[]; moves: readonly PackageMove[] };

const write = preparedStatement<
  never,
  {
    checkpointId: number;
    userId: number;
    receivedAt: string;
    eventPackages: string;
    eventTimes: string;
    eventOffline: string;
    eventDuplicate: string;
    movePackages: string;
    moveTimes: string;
  }
>(
  'scan_write',
  sql`
    with inserted as (
      insert into tracking_events (package_id, checkpoint_id, user_id, occurred_at, received_at, offline, duplicate)
      select e.package_id, ${sql.placeholder('checkpointId')}::int, ${sql.placeholder('userId')}::int, e.occurred_at,
             ${sql.placeholder('receivedAt')}::timestamptz, e.offline, e.duplicate
        from unnest(
          ${sql.placeholder('eventPackages')}::int[],
          ${sql.placeholder('eventTimes')}::timestamptz[],
          ${sql.placeholder('eventOffline')}::boolean[],
          ${sql.placeholder('eventDuplicate')}::boolean[]
        ) as e(package_id, occurred_at, offline, duplicate)
    )
    update package_positions p
       set checkpoint_id = ${sql.placeholder('checkpointId')}::int, checkpoint_at = m.at
      from unnest(${sql.placeholder('movePackages')}::int[], ${sql.placeholder('moveTimes')}::timestamptz[]) as m(id, at)
     where p.package_id = m.id`,
);

/**
 * The whole batch in one statement, column arrays unnested rather than one statement per code:
 * every event inserted, and every package it moves set to the checkpoint with its arrival time.
 */
export const writeScans = async (db: Db, batch: Batch) => {
  if (batch.events.length === 0) return;
  const { events, moves } = batch;
  await write(db, {
    checkpointId: batch.checkpointId,
    userId: batch.userId,
    receivedAt: batch.receivedAt.toISOString(),
    eventPackages: arrayLiteral(events.map((e) => e.packageId)),
    eventTimes: arrayLiteral(events.map((e) => e.occurredAt.toISOString())),
    eventOffline: arrayLiteral(events.map((e) => e.offline)),
    eventDuplicate: arrayLiteral(events.map((e) => e.duplicate)),
    movePackages: arrayLiteral(moves.map((m) => m.packageId)),
    moveTimes: arrayLiteral(moves.map((m) => m.at.toISOString())),
  });
};
