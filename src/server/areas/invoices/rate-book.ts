import { invoiceMessages } from '../../../domain/invoices';
import type { RateBook } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { conflict } from '../../http/app-error';
import { rateBookOn } from '../rates/service';

/** The rates an invoice is priced with; an order dated before the first rates (2015-01-01) cannot be invoiced. */
export const rateBookFor = async (db: Db, date: string): Promise<RateBook> => {
  const book = await rateBookOn(db, date);
  if (!book) throw conflict(invoiceMessages.noRates);
  return book;
};
