import { and, count, desc, eq } from 'drizzle-orm';
import type { EodKind } from '../../../domain/eod';
import type { Db } from '../../db/client';
import { eodReports, users } from '../../db/schema';

export type EodReportValues = Pick<typeof eodReports.$inferInsert, 'kind' | 'reportDate' | 'beginningCents' | 'endingCents' | 'notes' | 'createdBy'>;

const reportColumns = {
  id: eodReports.id,
  kind: eodReports.kind,
  reportDate: eodReports.reportDate,
  beginningCents: eodReports.beginningCents,
  endingCents: eodReports.endingCents,
  notes: eodReports.notes,
  createdAt: eodReports.createdAt,
  createdBy: users.fullName,
};
const withCreator = (db: Db) => db.select(reportColumns).from(eodReports).leftJoin(users, eq(users.id, eodReports.createdBy));

/** Null when the kind already has a report of that date (the unique index decides, also in a race). */
export const insertEodReport = async (db: Db, values: EodReportValues) =>
  (await db.insert(eodReports).values(values).onConflictDoNothing().returning({ id: eodReports.id }))[0]?.id;

export const findEodReport = async (db: Db, kind: EodKind, id: number) => (await withCreator(db).where(and(eq(eodReports.kind, kind), eq(eodReports.id, id))))[0];
export type EodReportRecord = NonNullable<Awaited<ReturnType<typeof findEodReport>>>;

/** Newest report date first; `limit` undefined reads them all (the CSV). */
export const eodReportsPage = (db: Db, kind: EodKind, limit?: number, offset = 0) => {
  const query = withCreator(db).where(eq(eodReports.kind, kind)).orderBy(desc(eodReports.reportDate)).$dynamic();
  return limit === undefined ? query : query.limit(limit).offset(offset);
};

export const countEodReports = async (db: Db, kind: EodKind) =>
  (await db.select({ total: count() }).from(eodReports).where(eq(eodReports.kind, kind)))[0]!.total;
