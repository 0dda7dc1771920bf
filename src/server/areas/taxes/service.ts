import type { TaxCategoryRates } from '../../../domain/pricing';
import { fromHundredths, taxMessages, toHundredths, toTaxCategoryRates, type Tax, type TaxBody, type TaxesQuery, type TaxList } from '../../../domain/taxes';
import type { Db } from '../../db/client';
import { inSavepoint, pgErrorCode, pgErrorCodes } from '../../db/savepoint';
import { conflict, notFound } from '../../http/app-error';
import { countTaxRows, deleteTaxRow, findTax, findTaxes, insertTax, listTaxRows, updateTax, type TaxRow, type TaxValues } from './queries';

const present = (row: TaxRow): Tax => ({
  id: row.id,
  description: row.description,
  vat: fromHundredths(row.dutyBp),
  levy: fromHundredths(row.levyValue),
  levy_kind: row.levyKind,
  zero_rated: row.zeroRated,
  tariff_code: row.tariffCode,
});

const valuesOf = (body: TaxBody): TaxValues => ({
  description: body.description,
  dutyBp: toHundredths(body.vat),
  levyValue: toHundredths(body.levy),
  levyKind: body.levy_kind,
  zeroRated: body.zero_rated,
  tariffCode: body.tariff_code,
});

export const listTaxes = async (db: Db, query: TaxesQuery): Promise<TaxList> => {
  const [rows, total] = await Promise.all([listTaxRows(db, query), countTaxRows(db, query.search)]);
  return { data: rows.map(present), total };
};

export const createTax = async (db: Db, body: TaxBody) => present(await insertTax(db, valuesOf(body)));

export const editTax = async (db: Db, id: number, body: TaxBody) => {
  const updated = await updateTax(db, id, valuesOf(body));
  if (!updated) throw notFound('Tax category');
  return present(updated);
};

/** Order items reference taxes(id), so the database itself refuses to delete a category in use. */
export const deleteTax = async (db: Db, id: number) => {
  if (!(await findTax(db, id))) throw notFound('Tax category');
  try {
    return present((await inSavepoint(db, () => deleteTaxRow(db, id)))!);
  } catch (error) {
    if (pgErrorCode(error) === pgErrorCodes.foreignKeyViolation) throw conflict(taxMessages.inUse);
    throw error;
  }
};

/** What the pricing engine needs of each category, by id; ids that do not exist are simply absent. */
export const taxCategoryRates = async (db: Db, ids: readonly number[]): Promise<Map<number, TaxCategoryRates>> => {
  if (ids.length === 0) return new Map();
  const rows = await findTaxes(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toTaxCategoryRates(present(row))]));
};
