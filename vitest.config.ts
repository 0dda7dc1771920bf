import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { e2eProjects } from './tests/e2e/vitest.config';
import { SweepsFirstSequencer } from './tests/helpers/e2e/sweeps-first-sequencer';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const browserTests = existsSync(chromium);
if (!browserTests) {
  const reason = `no Chromium at ${chromium} (install Debian's chromium or set CHROME_PATH)`;
  if (process.env.REQUIRE_E2E === '1') throw new Error(`Browser tests are required but ${reason}.`);
  console.warn(`\n  Browser tests skipped: ${reason}.\n`);
}

export default defineConfig({
  test: {
    // Every core: Vitest leaves one idle by default, which on a 2-core machine ran the domain, app and
    // server files one at a time (390 s instead of 260 s); the main process only collects results.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SweepsFirstSequencer },
    projects: [
      { test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'app', include: ['tests/app/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/helpers/app/setup.ts'] } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/server/database-global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      ...(browserTests ? e2eProjects : []),
    ],
  },
});
