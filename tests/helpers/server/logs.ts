import { expect } from 'vitest';
import { businessTimeZone } from '../../../src/domain/constants';
import { zActivityLogPage, type ActivityLogPage } from '../../../src/domain/logs';
import type { Actor } from './factories';
import type { TestApp } from './test-app';

/** The Nassau business day `offsetDays` from now, 'YYYY-MM-DD'. */
export const nassauDay = (offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** Yesterday to tomorrow, so a run that crosses Nassau midnight still finds what it just did. */
export const around = () => ({ fromDate: nassauDay(-1), toDate: nassauDay(1) });

/** POST /api/logs as an actor (or nobody), and its answer read as a page of the log. */
export const logsClient = (app: () => TestApp) => {
  const search = (actor: Actor | null, data: unknown) => app().inject({ method: 'POST', url: '/api/logs', headers: actor?.headers ?? {}, payload: { data } });
  const page = async (actor: Actor, data: object): Promise<ActivityLogPage> => {
    const response = await search(actor, data);
    expect(response.statusCode, response.body).toBe(200);
    return zActivityLogPage.parse(response.json());
  };
  const found = async (actor: Actor, data: object) => (await page(actor, data)).data;
  return { search, page, found };
};
