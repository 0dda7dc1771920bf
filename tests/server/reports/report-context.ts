import { expect } from 'vitest';
import type { z } from 'zod';
import { signedIn } from '../../helpers/server/factories';
import { createTestApp } from '../../helpers/server/test-app';

export type Headers = Record<string, string>;

/** One test file's app with an admin, and short ways to read a report as them. */
export const createReportsContext = async () => {
  const app = await createTestApp();
  const db = app.deps.database.db;
  const admin = await signedIn(app, { type: 'admin' });
  const get = (url: string, headers: Headers = admin.headers) => app.inject({ method: 'GET', url, headers });
  /** A report answered 200 and parsed with its schema, so the answer matches the contract too. */
  const read = async <S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  };
  /** A CSV answer's lines, header first, without the final line break. */
  const csvLines = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    return response.body.split('\r\n').slice(0, -1);
  };
  /** A 400 naming exactly these fields. */
  const expectRefused = async (url: string, fields: Record<string, string | RegExp>) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json() as { error: { fields: Record<string, string> } };
    expect(Object.keys(answer.error.fields).sort()).toEqual(Object.keys(fields).sort());
    for (const [field, message] of Object.entries(fields)) expect(answer.error.fields[field]).toMatch(message);
  };
  return { app, db, admin, get, read, csvLines, expectRefused };
};
export type ReportsContext = Awaited<ReturnType<typeof createReportsContext>>;
