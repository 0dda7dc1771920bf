import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointPolicy, policyFor } from '../../src/domain/access';
import { isUnpolicedRoute, registerAccess } from '../../src/server/http/access';
import { routesOf, type RecordedRoute } from '../helpers/server/route-recorder';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

type SeenRoute = Pick<RecordedRoute, 'method' | 'url'>;

// Every instance records each route as it is added: exactly what buildApp registers (route-recorder).
vi.mock('fastify', async (importOriginal) => (await import('../helpers/server/route-recorder')).recordingFastify(await importOriginal()));

let app: TestApp;
let apiRoutes: SeenRoute[];
beforeAll(async () => {
  app = await createTestApp();
  apiRoutes = routesOf(app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !isUnpolicedRoute(r.url));
});
afterAll(async () => app.close());

const policyKey = (r: SeenRoute) => `${r.method} ${r.url.slice('/api'.length)}`;
// Values that the params schemas reject, so a 401 proves access ran before validation.
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, 'not-a-number').replace(/\*$/, 'some/file.pdf');

describe('every API route has an access policy', () => {
  it('records the routes the app really registers', () => {
    expect(apiRoutes.length).toBeGreaterThan(15);
    const keys = apiRoutes.map(policyKey);
    for (const known of ['GET /health', 'POST /logs', 'POST /users/:id/flag', 'DELETE /workers/:id', 'GET /checkpoints']) expect(keys).toContain(known);
    for (const route of apiRoutes) expect(app.hasRoute({ method: route.method as 'GET', url: route.url }), policyKey(route)).toBe(true);
  });

  it('finds a policy entry for each of them', () => {
    const missing = apiRoutes.filter((r) => !policyFor(r.method, r.url.slice('/api'.length))).map(policyKey);
    expect(missing).toEqual([]);
  });

  it('answers 401 to an anonymous caller on every non-public route, before parsing or validating', async () => {
    const guarded = apiRoutes.filter((r) => policyFor(r.method, r.url.slice(4))?.roles !== 'public');
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const hasBody = route.method !== 'GET';
      const response = await app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        ...(hasBody ? { headers: { 'content-type': 'application/json' }, payload: '{"not json' } : {}),
      });
      expect(response.statusCode, policyKey(route)).toBe(401);
      expect(response.json(), policyKey(route)).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('treats a bad or expired token as no token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/customers', headers: { authorization: 'Bearer not-a-token' } });
    expect(response.statusCode).toBe(401);
  });

  it('lets anonymous callers reach the public routes', async () => {
    const publicGets = apiRoutes.filter((r) => r.method === 'GET' && policyFor('GET', r.url.slice(4))?.roles === 'public' && !r.url.includes(':'));
    expect(publicGets.map(policyKey)).toEqual(expect.arrayContaining(['GET /health', 'GET /locations', 'GET /islands']));
    for (const route of publicGets) {
      const response = await app.inject({ method: 'GET', url: route.url });
      expect([401, 403], policyKey(route)).not.toContain(response.statusCode);
    }
  });
});

describe('registerAccess refuses to build an app with an unpoliced route', () => {
  const build = (register: (api: ReturnType<typeof Fastify>) => void) => {
    const instance = Fastify({ logger: false });
    registerAccess(instance);
    void instance.register(async (api) => register(api), { prefix: '/api' });
    return instance;
  };

  it('throws for a path the policy does not name', async () => {
    const instance = build((api) => api.get('/not-in-the-policy', async () => ({})));
    await expect(instance.ready()).rejects.toThrow('No access policy for GET /api/not-in-the-policy');
  });

  it('throws for a known path under a method the policy does not name', async () => {
    expect(endpointPolicy).not.toHaveProperty('PATCH /users/:id');
    const instance = build((api) => api.patch('/users/:id', async () => ({})));
    await expect(instance.ready()).rejects.toThrow('No access policy for PATCH /api/users/:id');
  });

  it('accepts policed routes, the docs and routes outside /api', async () => {
    const instance = build((api) => {
      api.get('/health', async () => ({}));
      api.get('/docs/json', async () => ({}));
    });
    instance.get('/some-app-page', async () => 'page');
    await expect(instance.ready()).resolves.toBeDefined();
    await instance.close();
  });
});
