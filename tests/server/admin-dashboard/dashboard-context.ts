import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { AppWithAdmin } from '../../helpers/server/app-with-admin';

type Headers = Record<string, string>;

/** One of the dashboard's reads as the admin (or `headers`), answered 200 and parsed by its schema. */
export const readDashboard = async <S extends z.ZodType>(ctx: AppWithAdmin, path: string, schema: S, headers: Headers = ctx.admin.headers): Promise<z.infer<S>> => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/dashboard/${path}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
};

/** The instant Nassau's clocks read `wallClock` ('2026-11-27 23:30'), as PostgreSQL's zone rules have it. */
export const nassauInstant = async (ctx: AppWithAdmin, wallClock: string) =>
  new Date((await ctx.db.execute<{ at: string }>(sql`select (${wallClock}::timestamp at time zone 'America/Nassau')::text as at`)).rows[0]!.at);

/** The calendar day `n` days after `day` ('YYYY-MM-DD'; n may be negative). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
