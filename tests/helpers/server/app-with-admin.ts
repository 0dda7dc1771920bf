import { afterAll, beforeAll } from 'vitest';
import { signedIn, type Actor, type UserOptions } from './factories';
import { createTestApp, type TestApp } from './test-app';

/** Those a test file signs in beside its admin, under the names the file uses for them. */
type Cast = Record<string, UserOptions>;

export type AppWithAdmin<C extends Cast = Record<never, UserOptions>> = {
  app: TestApp;
  db: TestApp['deps']['database']['db'];
  admin: Actor;
} & { [name in keyof C]: Actor };

/** The app on a database of its own with an admin signed in, then each of the cast in order. */
const createAppWithAdmin = async <C extends Cast>(cast: C, adminOptions: UserOptions) => {
  const app = await createTestApp();
  const admin = await signedIn(app, { ...adminOptions, type: 'admin' });
  const others: Record<string, Actor> = {};
  for (const [name, options] of Object.entries(cast)) others[name] = await signedIn(app, options);
  return { app, db: app.deps.database.db, admin, ...others } as AppWithAdmin<C>;
};

/**
 * Where most server test files start: the app with an admin (named by adminOptions, when the file
 * reads the name back) and the cast signed in before the file's tests, and closed after them.
 * A beforeAll of the file runs after this one, so it finds the app ready.
 */
export const useAppWithAdmin = <C extends Cast = Record<never, UserOptions>>(cast = {} as C, adminOptions: UserOptions = {}) => {
  // Filled in before the first test runs, as a `let` assigned in beforeAll would be.
  const ctx = {} as AppWithAdmin<C>;
  beforeAll(async () => {
    Object.assign(ctx, await createAppWithAdmin(cast, adminOptions));
  });
  afterAll(async () => ctx.app.close());
  return ctx;
};
