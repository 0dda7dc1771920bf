import { and, asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { listOf } from '../../../src/domain/common';
import { zPickup } from '../../../src/domain/pickups';
import { activityLogs, pickups } from '../../../src/server/db/schema';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';

type Headers = Record<string, string>;

let sequence = 0;

/**
 * The app with an admin, a worker and a worker-v2 (the staff US pickups are for), and short ways
 * to send the pickup calls and read the table back. Call at the top of a test file.
 */
export const usePickupsApp = () => {
  const ctx = useAppWithAdmin({ worker: { type: 'worker' }, workerV2: { type: 'worker-v2' } });

  /** A valid body with a name of its own, with the overrides on top. */
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: `Outlet ${process.pid}-${++sequence}`,
    address: '100 Biscayne Blvd, Miami, FL 33132',
    phone: '+1 305 555 0199',
    email: 'desk@outlet.test',
    ...overrides,
  });
  const list = (query = '', headers: Headers = ctx.worker.headers) => ctx.app.inject({ method: 'GET', url: `/api/pickups${query}`, headers });
  const listed = async (query = '') => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return listOf(zPickup).parse(response.json()).data;
  };
  const create = (payload: unknown, headers: Headers = ctx.worker.headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/pickups', payload: payload as object, headers });
  const update = (id: number | string, payload: unknown, headers: Headers = ctx.worker.headers) =>
    ctx.app.inject({ method: 'PUT', url: `/api/pickups/${id}`, payload: payload as object, headers });
  const insert = async (overrides: Partial<typeof pickups.$inferInsert> = {}) =>
    (await ctx.db.insert(pickups).values({ ...body(), ...overrides }).returning())[0]!;
  const rowOf = async (id: number) => (await ctx.db.select().from(pickups).where(eq(pickups.id, id)))[0];
  const rows = () => ctx.db.select().from(pickups).orderBy(asc(pickups.id));
  const rowCount = async () => (await ctx.db.select({ n: count() }).from(pickups))[0]!.n;
  const logsOf = (id: number) => ctx.db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'pickup'), eq(activityLogs.entityId, id)));

  return Object.assign(ctx, { body, list, listed, create, update, insert, rowOf, rows, rowCount, logsOf });
};
