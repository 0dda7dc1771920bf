import { afterAll, beforeAll } from 'vitest';
import { seedDemo } from '../../../src/server/db/seed/seed-demo';
import { createTestApp, type TestApp } from './test-app';

/**
 * The app on a database of its own with the whole demo data seeded (`DEMO=1`), for the files that
 * check what a visitor of the demo finds; closed after the file's tests.
 */
export const useDemoApp = () => {
  // Filled in before the first test runs, as a `let` assigned in beforeAll would be.
  const demo = {} as { app: TestApp };
  beforeAll(async () => {
    demo.app = await createTestApp();
    await seedDemo(demo.app.deps.database.db);
  }, 60_000);
  afterAll(async () => demo.app.close());
  return demo;
};
