import { asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { TaxesQuery } from '../../../domain/taxes';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { taxes } from '../../db/schema';

export type TaxValues = Pick<typeof taxes.$inferInsert, 'description' | 'dutyBp' | 'levyValue' | 'levyKind' | 'zeroRated' | 'tariffCode'>;

const columns = {
  id: taxes.id,
  description: taxes.description,
  dutyBp: taxes.dutyBp,
  levyValue: taxes.levyValue,
  levyKind: taxes.levyKind,
  zeroRated: taxes.zeroRated,
  tariffCode: taxes.tariffCode,
};
export type TaxRow = NonNullable<Awaited<ReturnType<typeof findTax>>>;

const matching = (search: string) => {
  const pattern = containing(search);
  return search ? or(ilike(taxes.description, pattern), ilike(taxes.tariffCode, pattern)) : undefined;
};

/** Ties on the duty rate go by description; ties on the description by id, so the order never wobbles. */
const orderOf = ({ sort, direction }: Pick<TaxesQuery, 'sort' | 'direction'>) => {
  const way = direction === 'asc' ? asc : desc;
  return sort === 'vat' ? [way(taxes.dutyBp), asc(taxes.description), asc(taxes.id)] : [way(taxes.description), asc(taxes.id)];
};

/** Description or tariff code, ignoring case; a few hundred rows at most, so no index is needed. */
export const listTaxRows = (db: Db, query: TaxesQuery) => {
  const rows = db
    .select(columns)
    .from(taxes)
    .where(matching(query.search))
    .orderBy(...orderOf(query));
  return query.limit === undefined ? rows : rows.limit(query.limit);
};

export const countTaxRows = async (db: Db, search: string) => (await db.select({ n: count() }).from(taxes).where(matching(search)))[0]!.n;

export const findTax = async (db: Db, id: number) => (await db.select(columns).from(taxes).where(eq(taxes.id, id)))[0];

export const findTaxes = (db: Db, ids: readonly number[]) => db.select(columns).from(taxes).where(inArray(taxes.id, [...ids]));

export const insertTax = async (db: Db, values: TaxValues) => (await db.insert(taxes).values(values).returning(columns))[0]!;

export const updateTax = async (db: Db, id: number, values: TaxValues) =>
  (await db.update(taxes).set({ ...values, updatedAt: new Date() }).where(eq(taxes.id, id)).returning(columns))[0];

export const deleteTaxRow = async (db: Db, id: number) => (await db.delete(taxes).where(eq(taxes.id, id)).returning(columns))[0];
