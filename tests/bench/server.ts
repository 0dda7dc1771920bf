import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { signToken } from '../../src/server/http/tokens';

export type BenchServer = { baseUrl: string; adminToken: string; tokenFor: (userId: number) => Promise<string>; close: () => Promise<void> };

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
    };
  } catch (error) {
    await app.close();
    throw error;
  }
};
