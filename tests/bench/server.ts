import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { signToken } from '../../src/server/http/tokens';
import { startProductServer } from '../helpers/e2e/product-server';

/** pid: the process that serves, for the CPU it uses (the bench's own when the app runs in it). */
export type BenchServer = { baseUrl: string; adminToken: string; tokenFor: (userId: number) => Promise<string>; close: () => Promise<void>; pid: number };

/** The real app on a loopback port chosen by the OS, with logging off. */
export const startBenchServer = async (databaseUrl: string, tempDir: string, adminId: number): Promise<BenchServer> => {
  const config = {
    ...loadConfig({
      DATA_DIR: join(tempDir, 'data'),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
      APP_DIR: join(tempDir, 'no-app'),
      HOST: '127.0.0.1',
      PORT: '0',
    }),
    databaseUrl,
  };
  const app = await buildApp(config);
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error(`unexpected listen address ${String(address)}`);
    return {
      baseUrl: `http://127.0.0.1:${address.port}`,
      adminToken: await signToken(adminId, config.jwtSecret),
      tokenFor: (userId) => signToken(userId, config.jwtSecret),
      close: () => app.close(),
      pid: process.pid,
    };
  } catch (error) {
    await app.close();
    throw error;
  }
};

/**
 * The app in a process of its own, as production runs it (`node --import tsx src/server/main.ts`
 * on DATABASE_URL): the bench's driver and the load generator's thread then share no process with it.
 */
export const startBenchServerProcess = async (databaseUrl: string, adminId: number): Promise<BenchServer> => {
  const secret = randomBytes(32).toString('base64url');
  const server = await startProductServer({ DATABASE_URL: databaseUrl, JWT_SECRET: secret, LOG_LEVEL: 'silent' }, 'src/server/main.ts');
  const key = new TextEncoder().encode(secret);
  return {
    baseUrl: server.baseUrl,
    adminToken: await signToken(adminId, key),
    tokenFor: (userId) => signToken(userId, key),
    close: async () => {
      const code = await server.stop();
      // 143: ended by the SIGTERM that stop sends.
      if (code !== 0 && code !== 143 && code !== null) console.error(`the app's process exited with ${code}:\n${server.output().slice(-2000)}`);
    },
    pid: server.child.pid!,
  };
};
