import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** What a request needs of its signed-in user, and what decides whether the session still lives. */
export const findSessionUser = async (db: Db, id: number) =>
  (
    await db
      .select({
        id: users.id,
        first_name: users.firstName,
        last_name: users.lastName,
        account_type: users.accountType,
        special: users.special,
        retiredAt: users.retiredAt,
        sessionEpoch: users.sessionEpoch,
        keptSession: users.keptSession,
      })
      .from(users)
      .where(eq(users.id, id))
  )[0];
