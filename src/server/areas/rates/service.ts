import { rateBookAt, rateKeys, ratesInForce, type RateBook, type RateKey, type RateRow } from '../../../domain/pricing';
import { rateMessages, type RateBody, type RateVersion } from '../../../domain/rates';
import type { Db } from '../../db/client';
import { conflict, invalid, notFound } from '../../http/app-error';
import { allRateRows, deleteRateVersionRow, findRateVersion, insertRateVersion, listRateVersionRows, lockRateVersions, type RateVersionRow } from './queries';

const knownKeys = new Set<string>(rateKeys);
const isRateKey = (key: string): key is RateKey => knownKeys.has(key);

/** Rows of a key that no release knows any more cannot price anything: they stay in the table, unseen. */
const presentAll = (rows: readonly RateVersionRow[]): RateVersion[] =>
  rows.flatMap((row) =>
    isRateKey(row.key)
      ? [{ id: row.id, key: row.key, value: row.value, effective_from: row.effectiveFrom, created_at: row.createdAt.toISOString(), created_by: row.createdBy }]
      : [],
  );

const loadRows = async (db: Db) =>
  (await allRateRows(db)).flatMap((row) => (isRateKey(row.key) ? [{ id: row.id, key: row.key, value: row.value, effective_from: row.effectiveFrom }] : []));

/** Whether every rate has a version on or before `date`: before the first rates there is no book at all. */
const hasEveryRate = (rows: readonly RateRow[], date: string) => ratesInForce(rows, date).size === rateKeys.length;

/**
 * The first date from `from` on whose rates cannot price, with the reason. The book changes only on
 * the dates rows take effect, so checking those dates covers every later day: a new minimum can be
 * fine on its own date and clash with a lower maximum that takes effect a month later.
 */
const firstUnpricedDate = (rows: readonly RateRow[], from: string) => {
  const dates = [...new Set([from, ...rows.map((row) => row.effective_from).filter((date) => date > from)])].sort();
  for (const date of dates) {
    try {
      rateBookAt(rows, date);
    } catch (error) {
      return { date, reason: error instanceof Error ? error.message : String(error) };
    }
  }
  return undefined;
};

export const listRates = async (db: Db) => presentAll(await listRateVersionRows(db));

/**
 * A new version from a date on. A past date is accepted, for a change entered late; the Rates screen
 * asks the admin to confirm it, since anything priced from then on takes the new value.
 */
export const addRate = async (db: Db, body: RateBody, createdBy: number | null) => {
  await lockRateVersions(db);
  const rows = await loadRows(db);
  if (rows.some((row) => row.key === body.key && row.effective_from === body.effective_from)) throw conflict(rateMessages.duplicate);
  const proposed = [...rows, body];
  if (!hasEveryRate(proposed, body.effective_from)) throw invalid({ effective_from: rateMessages.noRates }, rateMessages.noRates);
  const problem = firstUnpricedDate(proposed, body.effective_from);
  if (problem) throw invalid({ value: problem.reason }, rateMessages.cannotPrice);
  const { id } = await insertRateVersion(db, { key: body.key, value: body.value, effectiveFrom: body.effective_from, createdBy });
  return presentAll([(await findRateVersion(db, id))!])[0]!;
};

/** Only a version still in the future may go, and only if the rates after it still price without it. */
export const removeRate = async (db: Db, id: number, today: string) => {
  await lockRateVersions(db);
  const existing = await findRateVersion(db, id);
  const [removed] = presentAll(existing ? [existing] : []);
  if (!removed) throw notFound('Rate version');
  if (removed.effective_from <= today) throw conflict(rateMessages.inForce);
  const rest = (await loadRows(db)).filter((row) => row.id !== id);
  if (firstUnpricedDate(rest, removed.effective_from)) throw conflict(rateMessages.breaksLater);
  await deleteRateVersionRow(db, id);
  return removed;
};

const bookOf = (rows: readonly RateRow[], date: string) => (hasEveryRate(rows, date) ? rateBookAt(rows, date) : undefined);

/** The rate book of a business date, or undefined before the first rates took effect. */
export const rateBookOn = async (db: Db, date: string): Promise<RateBook | undefined> => bookOf(await loadRows(db), date);

/**
 * The rate books of many dates from one read of the rates: what repricing a range of invoices, each
 * at its own date, needs. Each book is resolved on first use and kept.
 */
export const rateBooksReader = async (db: Db) => {
  const rows = await loadRows(db);
  const books = new Map<string, RateBook | undefined>();
  return (date: string) => {
    if (!books.has(date)) books.set(date, bookOf(rows, date));
    return books.get(date);
  };
};
