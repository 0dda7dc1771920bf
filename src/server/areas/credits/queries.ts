import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { pgIntegerMax } from '../../../domain/fields';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { creditPayments, users } from '../../db/schema';

export type CreditValues = Pick<
  typeof creditPayments.$inferInsert,
  'firstName' | 'lastName' | 'vendor' | 'description' | 'valueCents' | 'feeBp' | 'processingFeeCents' | 'totalCents' | 'createdBy'
>;

export const insertCredit = async (db: Db, values: CreditValues) => (await db.insert(creditPayments).values(values).returning({ id: creditPayments.id }))[0]!.id;

const columns = { credit: creditPayments, createdBy: users.fullName };
export type CreditRow = { credit: typeof creditPayments.$inferSelect; createdBy: string };

const credits = (db: Db) => db.select(columns).from(creditPayments).innerJoin(users, eq(users.id, creditPayments.createdBy));

export const findCredit = async (db: Db, id: number): Promise<CreditRow | undefined> => (await credits(db).where(eq(creditPayments.id, id)))[0];

/** Digits are also an id; any text is part of the name (first and last as one), the vendor or the description, ignoring case. */
const searchCondition = (search: string): SQL | undefined => {
  if (!search) return undefined;
  const like = containing(search);
  const branches: SQL[] = [
    ilike(sql`${creditPayments.firstName} || ' ' || ${creditPayments.lastName}`, like),
    ilike(creditPayments.vendor, like),
    ilike(creditPayments.description, like),
  ];
  if (/^\d{1,10}$/.test(search) && Number(search) <= pgIntegerMax) branches.push(eq(creditPayments.id, Number(search)));
  return or(...branches);
};

/** Newest first; limit and offset page them, or leave them out for every matching row (the CSV). */
export const creditRows = (db: Db, search: string, page?: { limit: number; offset: number }): Promise<CreditRow[]> => {
  const ordered = credits(db).where(searchCondition(search)).orderBy(desc(creditPayments.createdAt), desc(creditPayments.id));
  return page ? ordered.limit(page.limit).offset(page.offset) : ordered;
};

export const countCredits = async (db: Db, search: string) => (await db.select({ n: count() }).from(creditPayments).where(searchCondition(search)))[0]?.n ?? 0;
