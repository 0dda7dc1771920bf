import { inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { deliveries, heldPackages, orders, trackingEvents } from '../../../src/server/db/schema';
import { changeKinds, type Change, type ChangeKind, type DevicePlan } from './chaos-plan';

/** Per kind: changes queued, found on the server exactly as queued, not found (or not as queued), and found more than once. */
export type KindTally = { queued: number; applied: number; lost: number; twice: number };
export type Ledger = Record<ChangeKind, KindTally> & { problems: string[] };

type Expectation = { change: Change; userId: number };

/** What the server holds for the run, read in one go after the devices are done. */
const readServer = async (db: Db, runTag: string, expectations: readonly Expectation[]) => {
  const userIds = [...new Set(expectations.map((e) => e.userId))];
  const ofKind = <K extends ChangeKind>(kind: K) => expectations.flatMap((e) => (e.change.kind === kind ? [e.change as Extract<Change, { kind: K }>] : []));
  const heldIds = ofKind('held-check').map((c) => c.heldPackageId);
  const deliveryIds = ofKind('delivery-tick').map((c) => c.deliveryId);
  const [scans, held, checks, made, ticks] = await Promise.all([
    db
      .select({ packageId: trackingEvents.packageId, checkpoint: trackingEvents.checkpointId, userId: trackingEvents.userId, times: sql<number>`count(*)::int` })
      .from(trackingEvents)
      .where(inArray(trackingEvents.userId, userIds))
      .groupBy(trackingEvents.packageId, trackingEvents.checkpointId, trackingEvents.userId),
    db
      .select({ trackingNumber: heldPackages.trackingNumber, times: sql<number>`count(*)::int` })
      .from(heldPackages)
      .where(like(heldPackages.trackingNumber, `${runTag}-%`))
      .groupBy(heldPackages.trackingNumber),
    heldIds.length === 0 ? [] : db.select({ id: heldPackages.id, checkedBy: heldPackages.checkedBy }).from(heldPackages).where(inArray(heldPackages.id, heldIds)),
    db
      .select({ comments: orders.comments, createdBy: orders.createdBy, times: sql<number>`count(*)::int` })
      .from(orders)
      .where(like(orders.comments, `${runTag} %`))
      .groupBy(orders.comments, orders.createdBy),
    deliveryIds.length === 0 ? [] : db.select({ id: deliveries.id, deliveredAt: deliveries.deliveredAt, deliveredBy: deliveries.deliveredBy }).from(deliveries).where(inArray(deliveries.id, deliveryIds)),
  ]);
  return {
    scans: new Map(scans.map((row) => [`${row.packageId}@${row.checkpoint}`, row])),
    held: new Map(held.map((row) => [row.trackingNumber, row.times])),
    checks: new Map(checks.map((row) => [row.id, row.checkedBy])),
    made: new Map(made.map((row) => [row.comments ?? '', row])),
    ticks: new Map(ticks.map((row) => [row.id, row])),
    scanEvents: scans.reduce((sum, row) => sum + row.times, 0),
    heldRows: held.reduce((sum, row) => sum + row.times, 0),
    orderRows: made.reduce((sum, row) => sum + row.times, 0),
  };
};

type ServerState = Awaited<ReturnType<typeof readServer>>;

/** How many times the server shows the change as queued: 0 (lost), 1, or more (applied twice). */
const timesApplied = (state: ServerState, { change, userId }: Expectation): number => {
  switch (change.kind) {
    case 'scan': {
      const row = state.scans.get(`${change.packageId}@${change.checkpoint}`);
      return row?.userId === userId ? row.times : 0;
    }
    case 'package-in': {
      const times = change.trackingNumbers.map((number) => state.held.get(number) ?? 0);
      return Math.min(...times) === Math.max(...times) ? times[0]! : 0;
    }
    case 'held-check':
      return state.checks.get(change.heldPackageId) === userId ? 1 : 0;
    case 'order-create': {
      const row = state.made.get(change.marker);
      return row?.createdBy === userId ? row.times : 0;
    }
    case 'delivery-tick': {
      const row = state.ticks.get(change.deliveryId);
      return row?.deliveredBy === userId && row.deliveredAt?.toISOString() === change.deliveredAt ? 1 : 0;
    }
  }
};

/**
 * Compares the server with every device's queue: each change must show exactly once, as queued
 * (its device's user, its device time), and nothing of the run may show that no device queued.
 */
export const readLedger = async (db: Db, runTag: string, plans: readonly DevicePlan[]): Promise<Ledger> => {
  const expectations = plans.flatMap((plan) => plan.changes.map((change) => ({ change, userId: plan.userId })));
  const state = await readServer(db, runTag, expectations);
  const ledger = { problems: [] as string[] } as Ledger;
  for (const kind of changeKinds) ledger[kind] = { queued: 0, applied: 0, lost: 0, twice: 0 };
  for (const expectation of expectations) {
    const tally = ledger[expectation.change.kind];
    const times = timesApplied(state, expectation);
    tally.queued++;
    if (times === 1) tally.applied++;
    if (times === 0) tally.lost++;
    if (times > 1) tally.twice++;
    if (times !== 1 && ledger.problems.length < 10) ledger.problems.push(`${JSON.stringify(expectation.change).slice(0, 160)} found ${times} times`);
  }
  // Rows beyond the queued ones: a change applied twice under another shape would hide from the counts above.
  const codes = expectations.filter((e) => e.change.kind === 'scan').length;
  const trackingNumbers = expectations.reduce((sum, e) => sum + (e.change.kind === 'package-in' ? e.change.trackingNumbers.length : 0), 0);
  const newOrders = expectations.filter((e) => e.change.kind === 'order-create').length;
  if (state.scanEvents > codes) ledger.problems.push(`${state.scanEvents - codes} tracking events beyond the ${codes} scans queued`);
  if (state.heldRows > trackingNumbers) ledger.problems.push(`${state.heldRows - trackingNumbers} held packages beyond the ${trackingNumbers} queued`);
  if (state.orderRows > newOrders) ledger.problems.push(`${state.orderRows - newOrders} orders beyond the ${newOrders} queued`);
  return ledger;
};
