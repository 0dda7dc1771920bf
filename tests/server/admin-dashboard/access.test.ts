import { describe, expect, it } from 'vitest';
import { itRefusesAllButAdmins } from '../../helpers/server/access-cases';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { signedIn } from '../../helpers/server/factories';

// Reads change nothing, so a refusal has nothing to leave as it was beyond its status.
const ctx = useAppWithAdmin();
const paths = ['orders', 'packages', 'revenue', 'outstanding'] as const;
const get = (path: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/api/dashboard/${path}`, headers });

describe.each(paths)('GET /api/dashboard/%s', (path) => {
  it('answers a plain admin', async () => {
    expect((await get(path, ctx.admin.headers)).statusCode).toBe(200);
  });

  it.each(['admin', 'worker'] as const)('refuses a special %s with 403 (portal spec §6)', async (type) => {
    const special = await signedIn(ctx.app, { type, special: true });
    const response = await get(path, special.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('refuses a plain worker with 403', async () => {
    expect((await get(path, (await signedIn(ctx.app, { type: 'worker' })).headers)).statusCode).toBe(403);
  });

  itRefusesAllButAdmins(() => ctx.app, 'answers nothing', async () => ({ send: (headers) => get(path, headers), changedNothing: async () => {} }));
});
