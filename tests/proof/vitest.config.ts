import { defineConfig } from 'vitest/config';

/**
 * The proofs under failure and attack (docs/reliability.md): each sends tens of thousands of
 * requests or kills a server on purpose, minutes of work that `npm test` (20 minutes on two cores)
 * has no room for. `npm run proof` runs them one file at a time, so each has both cores and its
 * printed figures are its own; CI runs them in a step of their own on the PostgreSQL 15 server.
 */
export default defineConfig({
  test: {
    name: 'proof',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/proof/**/*.proof.ts'],
    environment: 'node',
    globalSetup: ['tests/helpers/server/database-global-setup.ts'],
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 300_000,
  },
});
