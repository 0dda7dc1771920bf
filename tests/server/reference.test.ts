import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOf } from '../../src/domain/common';
import type { AccountType } from '../../src/domain/constants';
import { zIsland, zLocation } from '../../src/domain/reference';
import { signedIn, type Actor } from '../helpers/server/factories';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

let app: TestApp;
const actors = {} as Record<AccountType, Actor>;
beforeAll(async () => {
  app = await createTestApp();
  for (const type of ['admin', 'worker', 'worker-v2', 'accounts', 'basic', 'personal', 'business'] as const) actors[type] = await signedIn(app, { type });
});
afterAll(async () => app.close());

type Who = keyof typeof actors | 'anonymous';
const get = (url: string, who: Who) => app.inject({ method: 'GET', url, headers: who === 'anonymous' ? {} : actors[who].headers });

describe('public reference lists', () => {
  it('lists the two locations, Madeira and Harbor Bay, without signing in', async () => {
    const response = await get('/api/locations', 'anonymous');
    expect(response.statusCode).toBe(200);
    expect(listOf(zLocation).parse(response.json()).data).toEqual([
      { id: 1, name: 'Madeira' },
      { id: 2, name: 'Harbor Bay' },
    ]);
  });

  it('lists the islands with id 10 New Providence, without signing in', async () => {
    const response = await get('/api/islands', 'anonymous');
    expect(response.statusCode).toBe(200);
    const { data } = listOf(zIsland).parse(response.json());
    expect(data).toContainEqual({ id: 10, description: 'New Providence' });
    // Sorted by name for the registration picker.
    const names = data.map((island) => island.description);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('answers signed-in callers the same', async () => {
    expect((await get('/api/locations', 'personal')).json()).toEqual((await get('/api/locations', 'anonymous')).json());
    expect((await get('/api/islands', 'basic')).statusCode).toBe(200);
  });
});
