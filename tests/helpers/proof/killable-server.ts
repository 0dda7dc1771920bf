import { startProductServer, type ProductServer } from '../e2e/product-server';
import { testJwtSecret } from '../server/test-app';

/**
 * The real server in a process of its own on a database the test made, which the test can kill
 * with SIGKILL (no shutdown, no draining: a power cut) and start again on the same database. The
 * tokens the test signed stay valid across restarts, as a deployment's secret does.
 */
export const startKillableServer = async (databaseUrl: string) => {
  const start = () => startProductServer({ DATABASE_URL: databaseUrl, JWT_SECRET: testJwtSecret, LOG_LEVEL: 'error' }, 'src/server/main.ts');
  let server: ProductServer = await start();
  let kills = 0;
  return {
    baseUrl: () => server.baseUrl,
    kills: () => kills,
    /** Kills the process at once and starts a new one, which listens on a new port. */
    killAndRestart: async () => {
      await server.kill();
      kills++;
      server = await start();
    },
    stop: () => server.stop(),
  };
};
