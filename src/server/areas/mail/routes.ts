import { count, desc } from 'drizzle-orm';
import { zErrorBody } from '../../../domain/common';
import { mailPageSize, zMailPage, zMailQuery } from '../../../domain/mail';
import { mailLog } from '../../db/schema';
import type { AreaPlugin } from '../plugin';

/** The outbox admins read when no SMTP server is configured. */
export const mailRoutes: AreaPlugin = async (app) => {
  app.get('/mail', {
    schema: { tags: ['mail'], querystring: zMailQuery, response: { 200: zMailPage, 400: zErrorBody, 401: zErrorBody, 403: zErrorBody } },
    handler: async (request) => {
      const { page } = request.query;
      const [total] = await request.db.select({ n: count() }).from(mailLog);
      const rows = await request.db
        .select()
        .from(mailLog)
        .orderBy(desc(mailLog.id))
        .limit(mailPageSize)
        .offset((page - 1) * mailPageSize);
      const n = total?.n ?? 0;
      return {
        data: rows.map((row) => ({ ...row, created_at: row.createdAt.toISOString() })),
        meta: { pagination: { current_page: page, total_pages: Math.max(1, Math.ceil(n / mailPageSize)), total: n } },
      };
    },
  });
};
