import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';

/*
 * The rows every mutating request writes besides its own change. They are prepared statements
 * because every mutation runs them; the answer and the activity row go in one statement.
 */

/** Takes the key; a concurrent first request holds its row until it commits, and this waits for it. */
export const claimKeyRow = preparedStatement<{ key: string }, { userId: number; key: string; method: string; path: string; requestHash: string }>(
  'idempotency_claim',
  sql`insert into idempotency_keys (user_id, key, method, path, request_hash)
      values (${sql.placeholder('userId')}, ${sql.placeholder('key')}, ${sql.placeholder('method')}, ${sql.placeholder('path')}, ${sql.placeholder('requestHash')})
      on conflict do nothing
      returning key`,
);

type Activity = { action: string; entity: string; entityId: number | null };
type Answer = { key: string; statusCode: number; body: string; contentType: string };

const finishRows = preparedStatement<
  never,
  { userId: number; action: string | null; entity: string | null; entityId: number | null; key: string | null; statusCode: number; body: string; contentType: string }
>(
  'mutation_finish',
  sql`
    with activity as (
      insert into activity_logs (user_id, action, entity, entity_id)
      select ${sql.placeholder('userId')}::int, ${sql.placeholder('action')}::text, ${sql.placeholder('entity')}::text, ${sql.placeholder('entityId')}::int
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
    key: answer?.key ?? null,
    statusCode: answer?.statusCode ?? 0,
    body: answer?.body ?? '',
    contentType: answer?.contentType ?? '',
  });
};
