import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailureLimit } from '../../../src/domain/constants';
import { loadConfig } from '../../../src/server/config';
import { createUser, testPassword } from '../../helpers/server/factories';
import { createTestApp, type TestApp } from '../../helpers/server/test-app';

/** Behind nginx on the same machine, which appends the address it saw to whatever X-Forwarded-For the client sent. */
const proxy = '127.0.0.1';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ trustProxy: proxy });
});
afterAll(async () => app.close());

const throughProxy = (email: string, password: string, forwardedFor: string) =>
  app.inject({ method: 'POST', url: '/api/authenticate', payload: { email, password }, remoteAddress: proxy, headers: { 'x-forwarded-for': forwardedFor } });

describe('the client address behind a named proxy', () => {
  it('is the one the proxy saw: a client writing its own X-Forwarded-For cannot escape the sign-in limit', async () => {
    const user = await createUser(app);
    const client = '10.64.0.7';
    const statuses: number[] = [];
    for (let i = 0; i <= loginFailureLimit; i++) statuses.push((await throughProxy(user.email, `guess-${i}`, `198.51.100.${i + 1}, ${client}`)).statusCode);
    expect(statuses).toEqual([...Array(loginFailureLimit).fill(401), 429]);
    // Another client behind the same proxy has its own count.
    expect((await throughProxy(user.email, testPassword, '198.51.100.1, 10.64.0.8')).statusCode).toBe(200);
  });

  it('is the socket address for a request that does not come from the proxy', async () => {
    const direct = '10.64.0.9';
    for (let i = 0; i < loginFailureLimit; i++) {
      const answer = await app.inject({ method: 'POST', url: '/api/authenticate', payload: { email: `direct-${i}@limits.test`, password: 'guess' }, remoteAddress: direct, headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } });
      expect(answer.statusCode).toBe(401);
    }
    const user = await createUser(app);
    const refused = await app.inject({ method: 'POST', url: '/api/authenticate', payload: { email: user.email, password: testPassword }, remoteAddress: direct, headers: { 'x-forwarded-for': '198.51.100.99' } });
    expect(refused.statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['0', false],
    ['1', true],
    ['true', true],
    ['127.0.0.1, 10.0.0.0/8', '127.0.0.1, 10.0.0.0/8'],
    ['loopback', 'loopback'],
  ])('%s is %s', (value, expected) => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});
