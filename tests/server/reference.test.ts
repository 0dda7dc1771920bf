import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOf } from '../../src/domain/common';
import { zCheckpoint } from '../../src/domain/checkpoints';
import { checkpointIds, type AccountType } from '../../src/domain/constants';
import { zOffice } from '../../src/domain/offices';
import { zIsland, zLocation, zPickup } from '../../src/domain/reference';
import { signedIn, type Actor } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
const actors = {} as Record<AccountType | 'special-worker', Actor>;
beforeAll(async () => {
  app = await createTestApp();
  for (const type of ['admin', 'worker', 'worker-v2', 'accounts', 'basic', 'personal', 'business'] as const) actors[type] = await signedIn(app, { type });
  actors['special-worker'] = await signedIn(app, { type: 'worker', special: true });
});
afterAll(async () => app.close());

type Who = keyof typeof actors | 'anonymous';
const get = (url: string, who: Who) => app.inject({ method: 'GET', url, headers: who === 'anonymous' ? {} : actors[who].headers });

const expectAccess = async (url: string, allowed: Who[], refused: Who[]) => {
  for (const who of allowed) expect((await get(url, who)).statusCode, `${who} on ${url}`).toBe(200);
  for (const who of refused) {
    const response = await get(url, who);
    expect(response.statusCode, `${who} on ${url}`).toBe(who === 'anonymous' ? 401 : 403);
  }
};

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

describe('GET /api/pickups', () => {
  it('is for admin, worker and worker-v2 only', async () => {
    await expectAccess('/api/pickups', ['admin', 'worker', 'worker-v2'], ['anonymous', 'personal', 'business', 'accounts', 'basic']);
  });

  it('lists US pickup points with name and address', async () => {
    const { data } = listOf(zPickup).parse((await get('/api/pickups', 'worker')).json());
    expect(data.length).toBeGreaterThan(0);
    for (const pickup of data) expect(pickup.name && pickup.address).toBeTruthy();
  });
});

describe('GET /api/offices', () => {
  it('is for admins only, special or not', async () => {
    await expectAccess('/api/offices', ['admin'], ['anonymous', 'worker', 'special-worker', 'worker-v2', 'accounts', 'basic', 'personal', 'business']);
  });

  it('lists office numbers with their location', async () => {
    const { data } = listOf(zOffice).parse((await get('/api/offices', 'admin')).json());
    expect(data.length).toBeGreaterThan(0);
    for (const office of data) expect([1, 2, null]).toContain(office.location_id);
  });
});

describe('GET /api/checkpoints', () => {
  it('is for every staff type, accounts and basic included, and not for customers', async () => {
    await expectAccess('/api/checkpoints', ['admin', 'worker', 'worker-v2', 'accounts', 'basic', 'special-worker'], ['anonymous', 'personal', 'business']);
  });

  it('contains the two checkpoints the alert banner names', async () => {
    expect(checkpointIds).toEqual({ receivedMiami: 12, onTheWay: 17 });
    const { data } = listOf(zCheckpoint).parse((await get('/api/checkpoints', 'basic')).json());
    const byId = new Map(data.map((checkpoint) => [checkpoint.id, checkpoint.name]));
    expect(byId.get(12)).toMatch(/received.*miami/i);
    expect(byId.get(17)).toMatch(/on the way/i);
    expect(data.map((c) => c.id)).toEqual([...data.map((c) => c.id)].sort((a, b) => a - b));
  });
});
