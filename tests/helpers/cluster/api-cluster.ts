import { startProductServer, type ProductServer } from '../e2e/product-server';
import { startNginx, type Nginx } from './nginx';

export type ApiCluster = {
  /** nginx's address: every request of a test or a bench goes through it. */
  url: string;
  processes: number;
  /** That process's ProductServer.kill. */
  kill: (index: number) => Promise<void>;
  /** Starts the killed process again on its own port, where nginx finds it once its fail_timeout is over. */
  restart: (index: number) => Promise<void>;
  kills: () => number;
  /** Each process's own address, past nginx. */
  processUrls: () => string[];
  /** The API processes' pids, for the bench's CPU accounting. */
  pids: () => number[];
  /** Requests each process answered so far, in process order. */
  served: () => number[];
  stop: () => Promise<void>;
};

/**
 * Several API processes on one database behind nginx, as docs/operations.md describes a
 * deployment past one machine: the same JWT secret, the proxy trusted for the client's address.
 * They start at once, as a deployment's do; the start-up lock keeps their migrations apart.
 */
export const startApiCluster = async (options: { databaseUrl: string; processes: number; jwtSecret: string; env?: Record<string, string> }): Promise<ApiCluster> => {
  const env = { DATABASE_URL: options.databaseUrl, JWT_SECRET: options.jwtSecret, LOG_LEVEL: 'error', TRUST_PROXY: '127.0.0.1', ...options.env };
  const start = (port?: number) => startProductServer(port === undefined ? env : { ...env, PORT: String(port) }, 'src/server/main.ts');
  const servers: ProductServer[] = await Promise.all(Array.from({ length: options.processes }, () => start()));
  const ports = servers.map((server) => Number(new URL(server.baseUrl).port));
  let nginx: Nginx;
  try {
    nginx = await startNginx(ports);
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  let kills = 0;
  return {
    url: nginx.url,
    processes: options.processes,
    kill: async (index) => {
      await servers[index]!.kill();
      kills++;
    },
    restart: async (index) => {
      servers[index] = await start(ports[index]);
    },
    kills: () => kills,
    processUrls: () => servers.map((server) => server.baseUrl),
    pids: () => servers.flatMap((server) => (server.child.pid === undefined ? [] : [server.child.pid])),
    served: () => {
      const counts = nginx.servedBy();
      return ports.map((port) => counts.get(port) ?? 0);
    },
    stop: async () => {
      await nginx.stop();
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
};
