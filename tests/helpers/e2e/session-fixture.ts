import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { LoginResponse } from '../../../src/domain/auth';
import { apiSession } from './api';
import { launchBrowser } from './browser';
import { LoginPage } from './pages/login-page';

export const baseUrl = inject('baseUrl');

/** The size the screen tests look at a desktop with. */
export const desktop = { viewport: { width: 1280, height: 900 } } satisfies BrowserContextOptions;

/** For the files that test the service worker itself or work offline. */
export const withServiceWorker = { serviceWorkers: 'allow' } satisfies BrowserContextOptions;

/*
 * One Chromium per file, and per test a context of its own (nothing carries over: storage,
 * cookies, init scripts; axe also needs an explicit context) with one page in it. These are
 * live bindings: a file imports them once and always reads the running test's.
 */
export let browser: Browser;
export let context: BrowserContext;
export let page: Page;

/**
 * Call once at the top of a test file; the options apply to every test's context. Service workers
 * are blocked unless a file asks for them (`withServiceWorker`): a fresh context would otherwise
 * install the worker and precache the whole app, decoder included, for every test, which the
 * screens under test do not need and which cost the suite minutes.
 */
export const useBrowserSession = (options: BrowserContextOptions = {}) => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());
  beforeEach(async () => {
    context = await browser.newContext({ serviceWorkers: 'block', ...options });
    page = await context.newPage();
    await keepOfflineAcrossNavigations(context, page);
  });
  afterEach(async () => context.close());
};

/**
 * Debian's Chromium 150 forgets the offline emulation's navigator.onLine on a new document: a page
 * loaded offline from the service worker says it is online, though no request gets out. So while
 * the context is offline, each new document of the page is told again; its 'offline' event follows.
 */
const keepOfflineAcrossNavigations = async (target: BrowserContext, tab: Page) => {
  const cdp = await target.newCDPSession(tab);
  let offline = false;
  // This session's emulation is its own: it is lifted with the context's, or the page would stay offline.
  const emulate = () => cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const setOffline = target.setOffline.bind(target);
  target.setOffline = async (value: boolean) => {
    offline = value;
    await setOffline(value);
    await emulate();
  };
  tab.on('framenavigated', (frame) => {
    if (offline && frame === tab.mainFrame()) void emulate().catch(() => undefined);
  });
};

export const pathname = () => new URL(page.url()).pathname;

/** Signs in through the login screen; with a redirect, the app goes on to that path afterwards. */
export const signIn = async (email: string, redirect?: string) => {
  const login = new LoginPage(page);
  await login.open(baseUrl, redirect);
  await login.signIn(email);
  return login;
};

/** Signs in through the login screen on the way to path, and waits until the app is there. */
export const signInWithFormTo = async (path: string, email = 'admin@demo.test') => {
  const login = await signIn(email, path);
  await page.waitForURL(`${baseUrl}${path}`);
  return login;
};

type PackageStats = 'seen' | 'unseen';

/*
 * Each account signs in through the API once per file (a token stays valid for the run unless the
 * account's password changes, which no test does to a demo account). Through the login screen a
 * screen opened signed in after 1.7 s, seeded with the session after 1.1 s (/customers, on this
 * 2-core machine), which the tests of every other screen do not need: the sign-in tests, the
 * offline tests that start at sign-in, and signIn keep the form.
 */
const sessions = new Map<string, Promise<LoginResponse>>();
const sessionOf = (email: string) => {
  const known = sessions.get(email);
  if (known) return known;
  const asked = apiSession(baseUrl, email);
  sessions.set(email, asked);
  return asked;
};

/**
 * Starts the page's app signed in as email, as a returning user's app starts: the session is
 * written where the app keeps it (localStorage, src/app/storage/local-storage.ts) before the app's
 * code runs, and the app mirrors it for the service worker at start. Each seeding applies once per
 * tab (the tab's sessionStorage remembers it), so a sign-out or another sign-in later in the test
 * is not undone by the next navigation. A special user's package-stats dialog is marked seen in
 * that session unless the test is about it, so it does not cover the screen under test.
 */
const seedSession = async (email: string, packageStats: PackageStats) => {
  const { token, user } = await sessionOf(email);
  await page.addInitScript(
    (session) => {
      const applied: string[] = JSON.parse(sessionStorage.getItem('e2e.seeded') ?? '[]');
      if (location.origin !== session.origin || applied.includes(session.id)) return;
      sessionStorage.setItem('e2e.seeded', JSON.stringify([...applied, session.id]));
      localStorage.setItem('freight.token', session.token);
      localStorage.setItem('freight.user', session.user);
      if (session.seen) sessionStorage.setItem('freight.packageStatsSeen', session.seen);
    },
    { id: crypto.randomUUID(), origin: baseUrl, token, user: JSON.stringify(user), seen: packageStats === 'seen' ? '1' : undefined },
  );
};

/** Opens path signed in as email (the API's sign-in, not the form's), and waits until the app is there. */
export const signInTo = async (path: string, email = 'admin@demo.test', packageStats: PackageStats = 'seen') => {
  await seedSession(email, packageStats);
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(`${baseUrl}${path}`);
  return new LoginPage(page);
};

/** Signs in on the way to a screen, and waits until its page object finds it ready. */
export const signInToScreen = async <S extends { ready: () => Promise<void> }>(path: string, Screen: new (page: Page) => S, email?: string) => {
  const login = await signInTo(path, email);
  const screen = new Screen(page);
  await screen.ready();
  return { login, screen };
};
