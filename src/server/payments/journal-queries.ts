import { and, asc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cardPayments } from '../db/schema';
import type { DeclineReason } from './gateway';

export type CardPayment = typeof cardPayments.$inferSelect;
export type NewCardPayment = Omit<typeof cardPayments.$inferInsert, 'id' | 'status' | 'gatewayRef' | 'declineReason' | 'createdAt' | 'settledAt'>;

/** Through the journal pool: writes the pending row unless its key has one, and answers the key's row either way. */
export const journalPendingPayment = async (journal: Db, entry: NewCardPayment): Promise<CardPayment> => {
  await journal.insert(cardPayments).values(entry).onConflictDoNothing({ target: cardPayments.gatewayKey });
  const [row] = await journal.select().from(cardPayments).where(eq(cardPayments.gatewayKey, entry.gatewayKey));
  if (!row) throw new Error('The card payment journal lost a row it had just written');
  return row;
};

/*
 * The request holds its journal row locked while it asks the gateway, so the reconciler (which
 * skips locked rows) never settles a charge that is still being asked for. The lock is taken in a
 * savepoint: on a decline, rolling back to it lets the row go before the journal pool marks it.
 * SKIP LOCKED: a row the reconciler is settling (a retry of a request that died) answers nothing
 * rather than making the request, which holds the invoices, and the reconciler wait on each other.
 */
export const openPaymentHold = async (db: Db, id: number) => {
  await db.execute(sql`savepoint card_payment`);
  return (await db.select({ status: cardPayments.status }).from(cardPayments).where(eq(cardPayments.id, id)).for('update', { skipLocked: true }))[0]?.status;
};

export const keepPaymentHold = async (db: Db) => {
  await db.execute(sql`release savepoint card_payment`);
};

export const dropPaymentHold = async (db: Db) => {
  await db.execute(sql`rollback to savepoint card_payment`);
};

/**
 * Through the journal pool, after the request let its row go. SKIP LOCKED: should the reconciler
 * hold the row, this waits for nothing (the reconciler learns the decline from the gateway), so a
 * journal connection never waits on a transaction of the main pool.
 */
export const markPaymentDeclined = async (journal: Db, id: number, reason: DeclineReason) => {
  const free = journal
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .where(and(eq(cardPayments.id, id), eq(cardPayments.status, 'pending')))
    .for('update', { skipLocked: true });
  await journal.update(cardPayments).set({ status: 'declined', declineReason: reason, settledAt: sql`now()` }).where(inArray(cardPayments.id, free));
};

/** In the transaction that records the payment, which holds the pending row locked. */
export const markPaymentRecorded = async (db: Db, id: number, reference: string) => {
  await db.update(cardPayments).set({ status: 'recorded', gatewayRef: reference, settledAt: sql`now()` }).where(eq(cardPayments.id, id));
};

/** The reconciler's next row: pending for longer than olderThanMs, held by no live request, and not one that failed this run. */
export const lockStalePayment = async (db: Db, olderThanMs: number, skip: readonly number[]): Promise<CardPayment | undefined> =>
  (
    await db
      .select()
      .from(cardPayments)
      .where(
        and(
          eq(cardPayments.status, 'pending'),
          lt(cardPayments.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
          skip.length > 0 ? notInArray(cardPayments.id, [...skip]) : undefined,
        ),
      )
      .orderBy(asc(cardPayments.createdAt), asc(cardPayments.id))
      .limit(1)
      .for('update', { skipLocked: true })
  )[0];

export type Settlement = { status: 'declined'; reason: DeclineReason } | { status: 'abandoned' } | { status: 'refunded'; reference: string };

/** The reconciler's verdict on a row it holds, other than recorded. */
export const settlePaymentRow = async (db: Db, id: number, settlement: Settlement) => {
  await db
    .update(cardPayments)
    .set({
      status: settlement.status,
      declineReason: settlement.status === 'declined' ? settlement.reason : null,
      gatewayRef: settlement.status === 'refunded' ? settlement.reference : null,
      settledAt: sql`now()`,
    })
    .where(eq(cardPayments.id, id));
};
