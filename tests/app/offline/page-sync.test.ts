import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedDrain } from '../../../src/app/offline/sync/coalesce';
import { drainOutbox } from '../../../src/app/offline/sync/drain';
import { startPageSync } from '../../../src/app/offline/sync/page-sync';
import { mirrorSession } from '../../../src/app/offline/store/session-mirror';
import { readSessionRow } from '../../../src/app/offline/store/session-row';
import { signalSyncNeeded } from '../../../src/app/offline/store/sync-signals';
import { clearOfflineDb, fakeToken } from '../../helpers/app/offline/offline-fixtures';

vi.mock('../../../src/app/offline/sync/drain', () => ({ drainOutbox: vi.fn(async () => ({ paused: null, sent: 0, failed: 0, deferred: 0, requests: 0 })) }));

const drains = () => vi.mocked(drainOutbox).mock.calls.map(([env]) => (env.ignoreBackoff ? 'now' : 'due'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.mocked(drainOutbox).mockClear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('coalesced drains', () => {
  it('runs one more pass for any number of requests made during a run', async () => {
    let release = () => {};
    const runs: boolean[] = [];
    const drain = createCoalescedDrain(async (ignoreBackoff) => {
      runs.push(ignoreBackoff);
      if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = drain();
    void drain();
    void drain(true);
    void drain();
    release();
    await first;
    expect(runs).toEqual([false, true]);
  });
});

describe('the page drainer', () => {
  it('drains on start, on every announced change, when the connection returns (ignoring backoff) and every 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = startPageSync();
    await settle();
    expect(drains()).toEqual(['due']);
    signalSyncNeeded();
    await settle();
    window.dispatchEvent(new Event('online'));
    await settle();
    vi.advanceTimersByTime(30_000);
    await settle();
    expect(drains()).toEqual(['due', 'due', 'now', 'due']);
    stop();
    signalSyncNeeded();
    vi.advanceTimersByTime(30_000);
    await settle();
    expect(drains()).toHaveLength(4);
  });

  it('does not try while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = startPageSync();
    signalSyncNeeded();
    await settle();
    stop();
    expect(drains()).toEqual([]);
  });

  it('drains after a sign-in, once the session is stored for the service worker', async () => {
    await clearOfflineDb();
    const stop = startPageSync();
    await settle();
    vi.mocked(drainOutbox).mockClear();
    const token = fakeToken(7, Date.parse('2030-01-01T00:00:00Z'));
    await mirrorSession({ token, user: { id: 7, first_name: 'Ann', last_name: 'Worker' } });
    await settle();
    stop();
    expect(drains()).toEqual(['due']);
    expect(await readSessionRow()).toEqual({ id: 'current', userId: 7, name: 'Ann Worker', token, expiresAt: '2030-01-01T00:00:00.000Z' });
    await mirrorSession(null);
    expect(await readSessionRow()).toBeNull();
  });
});
