import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/server/test-app';
import { signedIn, type Actor } from '../helpers/server/factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const checkpoints = (actor: Actor) => app.inject({ method: 'GET', url: '/api/checkpoints', headers: actor.headers });

/** What another API process, or an operator in psql, does: a change this process did not make. */
const updateElsewhere = async (text: string, values: unknown[]) => {
  const client = new pg.Client({ connectionString: app.deps.config.databaseUrl });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
};

describe('the signed-in user each process keeps', () => {
  it('refuses a worker retired by another process, without waiting for their token to expire', async () => {
    const worker = await signedIn(app, { type: 'worker' });
    expect((await checkpoints(worker)).statusCode).toBe(200);
    await updateElsewhere('update users set retired_at = now() where id = $1', [worker.id]);
    await vi.waitFor(async () => expect((await checkpoints(worker)).statusCode).toBe(401), { timeout: 2_000 });
  });

  it('applies an account type changed elsewhere to the next requests', async () => {
    const worker = await signedIn(app, { type: 'worker' });
    expect((await checkpoints(worker)).statusCode).toBe(200);
    await updateElsewhere(`update users set account_type = 'personal' where id = $1`, [worker.id]);
    await vi.waitFor(async () => expect((await checkpoints(worker)).statusCode).toBe(403), { timeout: 2_000 });
  });
});
