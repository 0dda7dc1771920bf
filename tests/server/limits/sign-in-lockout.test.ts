import { countDistinct, count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/auth';
import { loginFailureLimit, loginFailureWindowMs, loginLockAddresses } from '../../../src/domain/constants';
import { loginFailures } from '../../../src/server/db/schema';
import { createUser, testPassword } from '../../helpers/server/factories';
import { createTestApp, type TestApp } from '../../helpers/server/test-app';
import { clientAddresses } from '../../helpers/server/client-addresses';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

let ipv6Networks = 0;
const nextAddress = clientAddresses(62);

const signIn = (email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/authenticate', payload: { email, password }, remoteAddress });

/** What the account lock sees of one email: failures and the addresses they came from. */
const failuresAgainst = async (email: string) => {
  const [row] = await app.deps.database.db
    .select({ failures: count(), addresses: countDistinct(loginFailures.ip) })
    .from(loginFailures)
    .where(sql`lower(${loginFailures.email}) = lower(${email})`);
  return row!;
};

const tally = (statuses: readonly number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('the per-address limit comes before the account lock', () => {
  it('stops a stranger hammering a known email from one address, and the owner still signs in from another', async () => {
    const owner = await createUser(app);
    const stranger = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await signIn(owner.email, `guess-${i}`, stranger)).statusCode);
    expect(statuses.slice(0, loginFailureLimit)).toEqual(Array(loginFailureLimit).fill(401));
    expect(statuses.slice(loginFailureLimit)).toEqual(Array(60 - loginFailureLimit).fill(429));
    // The refused attempts never reached the password check, so they left nothing for the account lock to count.
    const seen = await failuresAgainst(owner.email);
    expect(seen).toEqual({ failures: loginFailureLimit, addresses: 1 });

    const fromHome = await signIn(owner.email, testPassword, nextAddress());
    expect(fromHome.statusCode).toBe(200);
    console.log(
      `lock-out: a stranger's 60 attempts from one address: ${JSON.stringify(tally(statuses))}; the account saw ${seen.failures} failures from ${seen.addresses} address (the lock needs ${loginLockAddresses}); the owner from another address: ${fromHome.statusCode}`,
    );
  });

  it('counts an IPv6 /64 as one address, so a stranger cannot pose as five to lock the account', async () => {
    const owner = await createUser(app);
    const prefix = `2001:db8:${(++ipv6Networks).toString(16)}:1`;
    const statuses: number[] = [];
    for (let i = 0; i < loginFailureLimit + 1; i++) statuses.push((await signIn(owner.email, `guess-${i}`, `${prefix}::${(i % loginLockAddresses) + 1}`)).statusCode);
    expect(statuses).toEqual([...Array(loginFailureLimit).fill(401), 429]);
    expect(await failuresAgainst(owner.email)).toEqual({ failures: loginFailureLimit, addresses: 1 });
    expect((await signIn(owner.email, testPassword, nextAddress())).statusCode).toBe(200);
  });

  it('gives a successful sign-in its slot back, so an office full of staff never uses up its address', async () => {
    const office = nextAddress();
    const staff = await Promise.all(Array.from({ length: 20 }, () => createUser(app, { type: 'worker' })));
    for (let i = 0; i < loginFailureLimit - 1; i++) expect((await signIn(staff[i]!.email, 'typo', office)).statusCode).toBe(401);
    for (const worker of staff) expect((await signIn(worker.email, testPassword, office)).statusCode).toBe(200);
    expect((await signIn(staff[0]!.email, 'typo', office)).statusCode).toBe(401);
    expect((await signIn(staff[1]!.email, testPassword, office)).statusCode).toBe(429);
    console.log(`office: ${loginFailureLimit - 1} typos and ${staff.length} sign-ins from one address all answered; the ${loginFailureLimit}th typo 401, then 429`);
  });

  it(`locks an account failed from ${loginLockAddresses} addresses for every address, with Retry-After`, async () => {
    const owner = await createUser(app);
    for (let i = 0; i < loginLockAddresses; i++) expect((await signIn(owner.email, `guess-${i}`, nextAddress())).statusCode).toBe(401);
    const locked = await signIn(owner.email, testPassword, nextAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: messages.tooManyAttempts } });
    expect(locked.headers['retry-after']).toBe(String(loginFailureWindowMs / 1000));
  });
});
