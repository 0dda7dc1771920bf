/**
 * The browser the tests drive: Debian's Chromium headless shell (apt-get install
 * chromium-headless-shell), the same engine without the desktop browser around it. The browser
 * suite ran about a quarter faster on it than on the full chromium (165 s to 121 s for the
 * accessibility sweep and the order detail, docs/decisions.md), and CPU is what two cores lack.
 */
export const testBrowserPath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/** The whole browser, as a phone runs it: what the benchmarks and Lighthouse measure. */
export const benchBrowserPath = process.env.BENCH_CHROME_PATH ?? '/usr/bin/chromium';
