import type { AuthUser } from '../../../domain/auth';
import { creditMessages, creditsPageSize, type Credit, type CreditBody, type CreditsPage } from '../../../domain/credits';
import { pgIntegerMax } from '../../../domain/fields';
import { applyRate, parseCents } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../http/app-error';
import { businessToday } from '../../time';
import { rateBookFor } from '../invoices/service';
import { lastPage, pageOffset } from '../paging';
import { creditsCsv, presentCredit } from './present';
import { countCredits, creditRows, findCredit, insertCredit } from './queries';

export const getCredit = async (db: Db, id: number): Promise<Credit> => {
  const row = await findCredit(db, id);
  if (!row) throw notFound('CC payment');
  return presentCredit(row);
};

/**
 * Records a purchase paid by card for a customer. Its processing fee is the card-fee rate of the
 * rate book in force on today's Nassau business day, on the cost, rounded half-up once; the rate
 * is stored with the row, so a later rate change never alters a recorded payment or its receipt.
 */
export const recordCredit = async (db: Db, user: AuthUser, body: CreditBody): Promise<Credit> => {
  const { card_fee_bp: feeBp } = await rateBookFor(db, businessToday());
  const valueCents = parseCents(body.value);
  const processingFeeCents = applyRate(valueCents, feeBp);
  const totalCents = valueCents + processingFeeCents;
  if (totalCents > pgIntegerMax) throw invalid({ value: creditMessages.tooLarge }, creditMessages.tooLarge);
  const id = await insertCredit(db, {
    firstName: body.firstName,
    lastName: body.lastName,
    vendor: body.vendor,
    description: body.description,
    valueCents,
    feeBp,
    processingFeeCents,
    totalCents,
    createdBy: user.id,
  });
  return getCredit(db, id);
};

export const listCredits = async (db: Db, query: { page: number; search: string }): Promise<CreditsPage> => {
  const rows = await creditRows(db, query.search, { limit: creditsPageSize, offset: pageOffset(query.page, creditsPageSize) });
  const total = await countCredits(db, query.search);
  return { data: rows.map(presentCredit), meta: { current_page: query.page, last_page: lastPage(total, creditsPageSize), total } };
};

/** Every payment the search matches, newest first, for a spreadsheet. */
export const creditsCsvOf = async (db: Db, search: string): Promise<string> => creditsCsv(await creditRows(db, search));
