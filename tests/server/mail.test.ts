import { beforeAll, describe, expect, it } from 'vitest';
import { mailPageSize, zMailPage } from '../../src/domain/mail';
import { mailLog } from '../../src/server/db/schema';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { createUser, signedIn } from '../helpers/server/factories';

const ctx = useAppWithAdmin();
const total = mailPageSize + 5;

beforeAll(async () => {
  // One at a time, so ids rise in the order the mails were written.
  for (let i = 1; i <= total; i++) {
    const failed = i === total;
    await ctx.db.insert(mailLog).values({
      to: `to${i}@example.test`,
      subject: `Subject ${i}`,
      body: `Body ${i}`,
      transport: failed ? 'smtp' : 'log',
      error: failed ? 'connect ECONNREFUSED' : null,
    });
  }
});

const list = (query = '', headers: Record<string, string> = ctx.admin.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/mail${query}`, headers });

describe('GET /api/mail', () => {
  it('lists the mail log newest first, a page at a time', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const page = zMailPage.parse(response.json());
    expect(page.meta.pagination).toEqual({ current_page: 1, total_pages: 2, total });
    expect(page.data).toHaveLength(mailPageSize);
    expect(page.data[0]).toMatchObject({
      to: `to${total}@example.test`,
      subject: `Subject ${total}`,
      body: `Body ${total}`,
      transport: 'smtp',
      error: 'connect ECONNREFUSED',
    });
    expect(page.data[1]).toMatchObject({ to: `to${total - 1}@example.test`, transport: 'log', error: null });
    const ids = page.data.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('serves the rest on the next page', async () => {
    const page = zMailPage.parse((await list('?page=2')).json());
    expect(page.meta.pagination.current_page).toBe(2);
    expect(page.data.map((entry) => entry.to)).toEqual([5, 4, 3, 2, 1].map((i) => `to${i}@example.test`));
  });

  it('keeps the mails to one address, whatever its case, with their count', async () => {
    const page = zMailPage.parse((await list('?to=TO7@Example.test')).json());
    expect(page.data.map((entry) => [entry.to, entry.subject])).toEqual([['to7@example.test', 'Subject 7']]);
    expect(page.meta.pagination).toEqual({ current_page: 1, total_pages: 1, total: 1 });
    expect(zMailPage.parse((await list('?to=nobody@example.test')).json()).data).toEqual([]);
    const tooLong = await list(`?to=${'a'.repeat(255)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toHaveProperty('to');
  });

  it('shows a mail sent by the app itself', async () => {
    const user = await createUser(ctx.app);
    await ctx.app.inject({ method: 'GET', url: `/api/forgot/password?email=${encodeURIComponent(user.email)}` });
    await ctx.app.deps.background.drain();
    const page = zMailPage.parse((await list()).json());
    expect(page.data[0]).toMatchObject({ to: user.email, subject: 'Reset your password', transport: 'log' });
    expect(page.meta.pagination.total).toBe(total + 1);
  });

  it('rejects a page below 1 with 400', async () => {
    const response = await list('?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('page');
  });

  it('asks anonymous callers to sign in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/mail' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each(['worker', 'personal'] as const)('refuses a %s with 403', async (type) => {
    const actor = await signedIn(ctx.app, { type });
    const response = await list('', actor.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });
});
