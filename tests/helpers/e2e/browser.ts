import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { benchBrowserPath, testBrowserPath } from './browser-paths';

/** The flags that keep Chromium from calling home on this closed network (STACK-NOTES). */
const quietArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The tests' Chromium (browser-paths.ts). extraArgs adds to its flags, e.g. a fake camera for the scanner's test.
 */
export const launchBrowser = (extraArgs: readonly string[] = [], executablePath = testBrowserPath): Promise<Browser> =>
  chromium.launch({ executablePath, args: [...quietArgs, ...extraArgs] });

/** The whole Chromium, for figures a phone's browser would give (Lighthouse). */
export const launchBenchBrowser = (extraArgs: readonly string[] = []) => launchBrowser(extraArgs, benchBrowserPath);

/**
 * The whole Chromium on a profile kept in userDataDir, as a phone's browser keeps its own. Unlike
 * a context of launchBrowser's (off the record), it keeps V8's code cache between page loads, so
 * an app opened before starts as it does on a device in use.
 */
export const launchDeviceProfile = (userDataDir: string, options: BrowserContextOptions): Promise<BrowserContext> =>
  chromium.launchPersistentContext(userDataDir, { ...options, executablePath: benchBrowserPath, args: quietArgs });
