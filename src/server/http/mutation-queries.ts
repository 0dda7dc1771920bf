import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { idempotencyKeys } from '../db/schema';

/*
 * The rows a mutating request keeps besides its own change: its Idempotency-Key and its activity
 * row. The two statements every mutation runs are prepared; the answer and the activity row go in
 * one statement.
 */

export type KeyRow = typeof idempotencyKeys.$inferSelect;

/** Takes the key; a concurrent first request holds its row until it commits, and this waits for it. */
export const claimKeyRow = preparedStatement<{ key: string }, { userId: number; key: string; method: string; path: string; requestHash: string }>(
  'idempotency_claim',
  sql`insert into idempotency_keys (user_id, key, method, path, request_hash)
      values (${sql.placeholder('userId')}, ${sql.placeholder('key')}, ${sql.placeholder('method')}, ${sql.placeholder('path')}, ${sql.placeholder('requestHash')})
      on conflict do nothing
      returning key`,
);

/** The row of a key already taken: a retry is answered from it once its first request has committed. */
export const findKeyRow = async (db: Db, userId: number, key: string): Promise<KeyRow | undefined> =>
  (await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))))[0];

type Activity = { action: string; entity: string; entityId: number | null; detail: Record<string, unknown> | null };
type Answer = { key: string; statusCode: number; body: string; contentType: string };

const finishRows = preparedStatement<
  never,
  {
    userId: number;
    action: string | null;
    entity: string | null;
    entityId: number | null;
    detail: string | null;
    key: string | null;
    statusCode: number;
    body: string;
    contentType: string;
  }
>(
  'mutation_finish',
  sql`
    with activity as (
      insert into activity_logs (user_id, action, entity, entity_id, detail)
      select ${sql.placeholder('userId')}::int, ${sql.placeholder('action')}::text, ${sql.placeholder('entity')}::text, ${sql.placeholder('entityId')}::int,
             ${sql.placeholder('detail')}::jsonb
       where ${sql.placeholder('action')}::text is not null
    )
    update idempotency_keys
       set status_code = ${sql.placeholder('statusCode')}::smallint, response_body = ${sql.placeholder('body')}::text, content_type = ${sql.placeholder('contentType')}::text
     where user_id = ${sql.placeholder('userId')}::int and key = ${sql.placeholder('key')}::text`,
);

/** The staff activity row and the stored answer of a key, whichever of the two the request has. */
export const writeFinishRows = async (db: Db, userId: number, activity: Activity | null, answer: Answer | null) => {
  if (!activity && !answer) return;
  await finishRows(db, {
    userId,
    action: activity?.action ?? null,
    entity: activity?.entity ?? null,
    entityId: activity?.entityId ?? null,
    detail: activity?.detail ? JSON.stringify(activity.detail) : null,
    key: answer?.key ?? null,
    statusCode: answer?.statusCode ?? 0,
    body: answer?.body ?? '',
    contentType: answer?.contentType ?? '',
  });
};
