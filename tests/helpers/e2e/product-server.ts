import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../src/server/db/embedded';

export type ProductServer = {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
  /** SIGKILL, as a power cut or an out-of-memory kill: no draining, the requests it holds are lost. */
  kill: () => Promise<void>;
};

const waitForHealth = async (baseUrl: string, child: ChildProcess, deadline: number) => {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in time');
};

/** The product as `npm start` runs it: build if needed, migrate, seed, serve, on its own data folder. */
export const startProductServer = async (env: Record<string, string> = {}, entry = 'scripts/start.ts'): Promise<ProductServer> => {
  // Private, as `DATA_DIR=$(mktemp -d) npm start` gives it: the product opens it to PostgreSQL itself.
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-e2e-'));
  // A process started again where a load balancer expects it keeps its port.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // A process killed by a signal has a signalCode and no exitCode.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    }
    rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };
  const kill = async () => {
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    await stop();
  };
  try {
    await waitForHealth(baseUrl, child, Date.now() + 200_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return { baseUrl, dataDir, child, output: () => output, stop, kill };
};
