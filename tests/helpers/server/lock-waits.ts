import type pg from 'pg';

/**
 * Resolves once another connection of this database waits on a lock, or the request has answered
 * without waiting, polling the database rather than sleeping. Answers whether the request had
 * answered: false means it is waiting.
 */
export const untilBlockedOrSettled = async (client: pg.PoolClient, request: Promise<unknown>) => {
  let settled = false;
  void request.finally(() => (settled = true));
  for (let waiting = 0; waiting === 0 && !settled; ) {
    // Inside a transaction the activity view is read once unless its snapshot is cleared.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
    );
    waiting = rows[0]!.n;
  }
  return settled;
};
