import { mailPageSize } from '../../../domain/mail';
import type { Db } from '../../db/client';
import { pageOffset, paginationOf } from '../paging';
import { countMailLog, mailLogRows } from './queries';

/** A page of the mail log, newest first, to everyone or to one address: the outbox admins read when no SMTP server is configured. */
export const pageMailLog = async (db: Db, { page, to }: { page: number; to: string }) => {
  const total = await countMailLog(db, to);
  const rows = await mailLogRows(db, to, mailPageSize, pageOffset(page, mailPageSize));
  return {
    data: rows.map((row) => ({ ...row, created_at: row.createdAt.toISOString() })),
    meta: { pagination: paginationOf(page, total, mailPageSize) },
  };
};
