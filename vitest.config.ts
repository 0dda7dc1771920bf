import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { e2eProjects } from './tests/e2e/vitest.config';
import { testBrowserPath } from './tests/helpers/e2e/browser-paths';
import { SweepsFirstSequencer } from './tests/helpers/e2e/sweeps-first-sequencer';

const browserTests = existsSync(testBrowserPath);
if (!browserTests) {
  const reason = `no Chromium at ${testBrowserPath} (install Debian's chromium-headless-shell or set CHROME_PATH)`;
  if (process.env.REQUIRE_E2E === '1') throw new Error(`Browser tests are required but ${reason}.`);
  console.warn(`\n  Browser tests skipped: ${reason}.\n`);
}

/**
 * Test files that replace a module or a global (vi.mock, vi.stubGlobal, fake timers) need a module
 * registry of their own: a module another file imported first would come back unreplaced. The
 * rest share one per worker (isolate: false), so Mantine, Fastify and the schemas are imported once
 * a worker instead of once a file, which halved the time of those files (server 205 s to 77 s).
 */
const replacesModules = (file: string) => /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/.test(readFileSync(file, 'utf8'));
const testFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`);
const split = (dir: string) => {
  const files = testFiles(dir);
  return { isolated: files.filter(replacesModules), shared: files.filter((file) => !replacesModules(file)) };
};
const app = split('tests/app');
const server = split('tests/server');
const appProject = { environment: 'jsdom', setupFiles: ['tests/helpers/app/setup.ts'] };
const serverProject = {
  environment: 'node',
  globalSetup: ['tests/helpers/server/database-global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Every core: Vitest leaves one idle by default, which on a 2-core machine ran the domain, app and
    // server files one at a time (390 s instead of 260 s); the main process only collects results.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SweepsFirstSequencer },
    projects: [
      { test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], environment: 'node' } },
      { test: { ...appProject, name: 'app', include: app.shared, isolate: false } },
      { test: { ...appProject, name: 'app-isolated', include: app.isolated } },
      { test: { ...serverProject, name: 'server', include: server.shared, isolate: false } },
      { test: { ...serverProject, name: 'server-isolated', include: server.isolated } },
      ...(browserTests ? e2eProjects : []),
    ],
  },
});
