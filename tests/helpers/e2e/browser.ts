import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium; the flags keep it from calling home on this closed network (STACK-NOTES).
 * extraArgs adds to them, e.g. a fake camera for the scanner's test.
 */
export const launchBrowser = (extraArgs: readonly string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });
