import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { SweepsFirstSequencer } from '../helpers/e2e/sweeps-first-sequencer';

/**
 * Files that compare figures of the whole product, which any other file may change while they
 * read them: a day's takings before and after a payment, a report's count against the API's. They
 * run one at a time after every other file, with nothing beside them.
 */
const aloneFiles = ['tests/e2e/eod.e2e.ts', 'tests/e2e/reports.e2e.ts', 'tests/e2e/admin-dashboard.e2e.ts'];

const shared = {
  root: new URL('../..', import.meta.url).pathname,
  // One product for both projects: the setup starts it once and stops it after the last (see there).
  globalSetup: ['tests/helpers/e2e/server-global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 240_000,
};

/**
 * The browser tests, imported by the root config too. The rest run as many files at a time as the
 * root allows (two on two cores): a file waits on its browser and the server most of its time, so
 * two files together took 146 s where one after the other took 224 s, and each file's data is its
 * own (names with a unique tag, its own customers and orders), so neither sees the other's.
 */
export const e2eProjects: TestProjectInlineConfiguration[] = [
  { test: { ...shared, name: 'e2e', include: ['tests/e2e/**/*.e2e.ts'], exclude: [...configDefaults.exclude, ...aloneFiles] } },
  { test: { ...shared, name: 'e2e-alone', include: aloneFiles, fileParallelism: false } },
];

export default defineConfig({
  // Every core and the sweeps first, as in the root config.
  test: { maxWorkers: availableParallelism(), sequence: { sequencer: SweepsFirstSequencer }, projects: e2eProjects },
});
