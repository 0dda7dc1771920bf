import { mailPageSize } from '../../../domain/mail';
import type { Db } from '../../db/client';
import { pageOffset, paginationOf } from '../paging';
import { countMailLog, mailLogRows } from './queries';

/** A page of the mail log, newest first: the outbox admins read when no SMTP server is configured. */
export const pageMailLog = async (db: Db, page: number) => {
  const total = await countMailLog(db);
  const rows = await mailLogRows(db, mailPageSize, pageOffset(page, mailPageSize));
  return {
    data: rows.map((row) => ({ ...row, created_at: row.createdAt.toISOString() })),
    meta: { pagination: paginationOf(page, total, mailPageSize) },
  };
};
