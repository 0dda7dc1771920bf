import { signedIn } from './factories';
import { createTestApp } from './test-app';

/** Where most server test files start: the app on a database of its own, and an admin signed in to it. */
export const createAppWithAdmin = async () => {
  const app = await createTestApp();
  return { app, admin: await signedIn(app, { type: 'admin' }) };
};
