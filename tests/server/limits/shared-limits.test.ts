import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/auth';
import { loginFailureLimit, registrationsPerHour, resetRequestsPerHour } from '../../../src/domain/constants';
import type { BuiltApp } from '../../../src/server/app';
import { rateLimitWindows, users } from '../../../src/server/db/schema';
import { createUser, testPassword } from '../../helpers/server/factories';
import { startSecondProcess } from '../../helpers/server/second-process';
import { createTestApp, type TestApp } from '../../helpers/server/test-app';
import { clientAddresses } from '../../helpers/server/client-addresses';

/**
 * Two API processes on one database, as behind a load balancer: a limit counted in each process's
 * memory would let the pair allow twice as much. Requests alternate between the two processes.
 */
let first: TestApp;
let second: BuiltApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await startSecondProcess(first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const processOf = (i: number) => (i % 2 === 0 ? first : second);

const nextAddress = clientAddresses(61);

const signIn = (on: BuiltApp, email: string, password: string, remoteAddress: string) =>
  on.inject({ method: 'POST', url: '/api/authenticate', payload: { email, password }, remoteAddress });
const askForReset = (on: BuiltApp, email: string, remoteAddress: string) =>
  on.inject({ method: 'GET', url: `/api/forgot/password?email=${encodeURIComponent(email)}`, remoteAddress });
let emailSequence = 0;
const register = (on: BuiltApp, remoteAddress: string) =>
  on.inject({
    method: 'POST',
    url: '/api/users',
    payload: { first_name: 'Ada', last_name: 'Lovelace', email: `shared-limit-${++emailSequence}@limits.test`, password: 'long-enough-1' },
    remoteAddress,
  });

type Answer = Awaited<ReturnType<BuiltApp['inject']>>;

const expectRefused = (answer: Answer, message: string) => {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toEqual({ error: { code: 'RATE_LIMITED', message } });
  const wait = Number(answer.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  return wait;
};

const statuses = (answers: readonly Answer[]) => answers.map((answer) => answer.statusCode);

describe('limits shared by two API processes', () => {
  it(`sign-in: ${loginFailureLimit} failures from one address, split between the processes, make the next attempt on either 429`, async () => {
    const user = await createUser(first);
    const stranger = nextAddress();
    const failures: Answer[] = [];
    for (let i = 0; i < loginFailureLimit; i++) failures.push(await signIn(processOf(i), user.email, `guess-${i}`, stranger));
    expect(statuses(failures)).toEqual(Array(loginFailureLimit).fill(401));

    const wait = expectRefused(await signIn(second, user.email, testPassword, stranger), messages.tooManyAttempts);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expectRefused(await signIn(first, user.email, testPassword, stranger), messages.tooManyAttempts);
    console.log(`sign-in: ${loginFailureLimit} failures from one address (${loginFailureLimit / 2} on each process); the next, with the right password, 429 on both, Retry-After ${wait} s`);
  });

  it(`password reset: ${resetRequestsPerHour} requests an hour from one address across both processes, then 429`, async () => {
    const address = nextAddress();
    const answers: Answer[] = [];
    for (let i = 0; i < resetRequestsPerHour; i++) answers.push(await askForReset(processOf(i), `nobody-${i}@limits.test`, address));
    expect(statuses(answers)).toEqual(Array(resetRequestsPerHour).fill(200));
    const wait = expectRefused(await askForReset(second, 'nobody-else@limits.test', address), 'Too many password reset requests from this address. Please try again later.');
    expect(wait).toBeLessThanOrEqual(60 * 60);
    expect((await askForReset(second, 'nobody-else@limits.test', nextAddress())).statusCode).toBe(200);
    await first.deps.background.drain();
    await second.deps.background.drain();
    console.log(`password reset: ${resetRequestsPerHour} requests from one address (${resetRequestsPerHour / 2} on each process), the next 429, Retry-After ${wait} s; another address 200`);
  });

  it(`registration: ${registrationsPerHour} an hour from one address across both processes, then 429 creating nothing`, async () => {
    const address = nextAddress();
    const answers: Answer[] = [];
    for (let i = 0; i < registrationsPerHour; i++) answers.push(await register(processOf(i), address));
    expect(statuses(answers)).toEqual(Array(registrationsPerHour).fill(201));
    const countUsers = async () => (await first.deps.database.db.select({ id: users.id }).from(users).where(like(users.email, 'shared-limit-%'))).length;
    const before = await countUsers();
    const wait = expectRefused(await register(second, address), 'Too many registrations from this address. Please try again later.');
    expect(await countUsers()).toBe(before);
    console.log(`registration: ${registrationsPerHour} from one address (${registrationsPerHour / 2} on each process), the next 429, Retry-After ${wait} s, no account made`);
  });

  it(`lets exactly ${loginFailureLimit} of a burst of 40 failed sign-ins at once through, whichever process each reaches`, async () => {
    const address = nextAddress();
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(processOf(i), `burst-${i}@limits.test`, 'guess', address)));
    const refused = burst.filter((answer) => answer.statusCode === 429).length;
    expect(statuses(burst).filter((status) => status === 401)).toHaveLength(loginFailureLimit);
    expect(refused).toBe(40 - loginFailureLimit);
    console.log(`burst: 40 failed sign-ins at once from one address over 2 processes: ${40 - refused} answered 401, ${refused} answered 429`);
  });

  it('keeps the count when a process restarts', async () => {
    const address = nextAddress();
    for (let i = 0; i < loginFailureLimit; i++) expect((await signIn(processOf(i), `restart-${i}@limits.test`, 'guess', address)).statusCode).toBe(401);
    await second.close();
    second = await startSecondProcess(first);
    expectRefused(await signIn(second, 'restart@limits.test', 'guess', address), messages.tooManyAttempts);
  });

  it('starts a new window at 1 once the last one has ended, by the database clock', async () => {
    const address = nextAddress();
    for (let i = 0; i < loginFailureLimit; i++) await signIn(processOf(i), `window-${i}@limits.test`, 'guess', address);
    expect((await signIn(first, 'window@limits.test', 'guess', address)).statusCode).toBe(429);
    const key = like(rateLimitWindows.key, `% ${address}`);
    const db = first.deps.database.db;
    await db.update(rateLimitWindows).set({ endsAt: sql`now() - interval '1 second'` }).where(key);
    expect((await signIn(second, 'window@limits.test', 'guess', address)).statusCode).toBe(401);
    const [row] = await db.select().from(rateLimitWindows).where(key);
    expect(row?.hits).toBe(1);
    expect(row!.endsAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60 * 1000);
  });
});
