import { execFileSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import { startProductServer } from '../helpers/e2e/product-server';

const postgresRunningIn = (dir: string) => {
  try {
    // execFile, not a shell: a shell's own command line would match the pattern.
    return execFileSync('pgrep', ['-f', '--', `-D ${dir}/postgres`], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
};

describe('server lifecycle', () => {
  it('starts on an empty folder with one generated admin, and stops its PostgreSQL on SIGTERM', async () => {
    const server = await startProductServer(
      { DEMO: '', ADMIN_EMAIL: 'boss@example.test', APP_DIR: inject('appDir') },
      // The server alone, without start.ts's build step: a rebuild would empty the app folder under the shared server.
      'src/server/main.ts',
    );
    const dataDir = server.dataDir;
    expect(server.output()).toMatch(/First admin account: boss@example\.test, one-time password: \S+/);
    const password = /one-time password: (\S+)/.exec(server.output())![1]!;
    const login = await fetch(`${server.baseUrl}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@example.test', password }),
    });
    expect(login.status).toBe(200);
    expect(postgresRunningIn(dataDir)).toBe(true);

    const code = await server.stop();
    expect(code).toBe(0);
    expect(postgresRunningIn(dataDir)).toBe(false);
  });
});
