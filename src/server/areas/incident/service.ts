import { incidentPageSize, incidentRange, type IncorrectInvoicesPage, type IncorrectInvoicesQuery, type RecheckResult } from '../../../domain/incident';
import type { Db } from '../../db/client';
import { businessToday } from '../../time';
import { rateBooksReader } from '../rates/service';
import { checkInvoices, type CheckedInvoice } from './check-batch';
import { invoiceIdsWithin } from './queries';

/** Invoices repriced together: each kind of stored row is one read per batch. */
const batchSize = 500;

const withoutMatch = ({ match: _match, ...invoice }: CheckedInvoice) => invoice;

/**
 * GET /invoices/incorrect: the range's invoices, newest first, repriced a batch at a time until the
 * page and one more incorrect invoice are found (so Next is known without repricing the rest), or
 * the range runs out. Whether an invoice is incorrect is known only once it is repriced, so a later
 * page rereads the pages before it; the range is capped to keep that bounded.
 */
export const listIncorrectInvoices = async (db: Db, query: IncorrectInvoicesQuery, today = businessToday()): Promise<IncorrectInvoicesPage> => {
  const range = incidentRange(query, today);
  const ids = await invoiceIdsWithin(db, range.from, range.to);
  const wanted = query.page * incidentPageSize + 1;
  const books = await rateBooksReader(db);
  const incorrect: CheckedInvoice[] = [];
  for (let start = 0; start < ids.length && incorrect.length < wanted; start += batchSize) {
    const checked = await checkInvoices(db, ids.slice(start, start + batchSize), books);
    incorrect.push(...checked.filter((invoice) => !invoice.match));
  }
  const first = (query.page - 1) * incidentPageSize;
  return {
    data: incorrect.slice(first, first + incidentPageSize).map(withoutMatch),
    meta: { ...range, current_page: query.page, page_size: incidentPageSize, has_next: incorrect.length > first + incidentPageSize },
  };
};

/** GET /invoices/upload: the named invoices repriced, in the order named; ids of no invoice are listed apart. */
export const recheckInvoices = async (db: Db, ids: readonly number[]): Promise<RecheckResult> => {
  const results = await checkInvoices(db, ids, await rateBooksReader(db));
  const found = new Set(results.map((invoice) => invoice.id));
  return { results, not_found: ids.filter((id) => !found.has(id)) };
};
