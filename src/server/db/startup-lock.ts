import pg from 'pg';

/**
 * The key of the advisory lock a starting server holds while it migrates and seeds. Any fixed
 * number would do; this one is 'frgt' in ASCII, so it is recognisable in pg_locks.
 */
const startupLockKey = 0x66726774;

/**
 * Runs the start-up work (migrations, reference data, the first admin) while holding a PostgreSQL
 * advisory lock, so API processes started together on one database take turns: without it two
 * applied the same migration at once, or both found no users and made the first admin twice. The
 * lock is the session's, on a connection of its own, and ends with it if the process dies.
 */
export const withStartupLock = async <T>(url: string, work: () => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startupLockKey]);
    return await work();
  } finally {
    await client.end();
  }
};
