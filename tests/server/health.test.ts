import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zHealth } from '../../src/domain/health';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('GET /api/health', () => {
  it('reports the server and its database as up, without signing in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(zHealth.parse(response.json())).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with the JSON error body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
