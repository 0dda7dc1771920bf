import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** A process that loads the embedded PostgreSQL module, sets `exitCode` and then runs out of work. */
const exitCodeAfterImport = async (exitCode: number) => {
  const script = `await import('./src/server/db/embedded.ts'); process.exitCode = ${exitCode};`;
  try {
    await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root });
    return 0;
  } catch (error) {
    return (error as { code: number }).code;
  }
};

describe('loading the embedded PostgreSQL module', () => {
  it('keeps a failing exit code, so a failed test run or script does not report success', async () => {
    expect(await exitCodeAfterImport(1)).toBe(1);
  });

  it('still exits 0 when nothing failed', async () => {
    expect(await exitCodeAfterImport(0)).toBe(0);
  });
});
