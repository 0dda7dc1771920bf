import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/**
 * The secret a process starting on the data folder would sign tokens with, as text. The processes
 * of one test read their configuration at the same moment (startAt, on the shared clock; each
 * spins until then once loaded), as a service manager starting several at once comes close to.
 */
const secretOfNewProcess = async (dataDir: string, startAt = 0) => {
  const script = [
    "const { loadConfig } = await import('./src/server/config.ts');",
    'while (Date.now() < Number(process.argv[2]));',
    'process.stdout.write(new TextDecoder().decode(loadConfig({ DATA_DIR: process.argv[1] }).jwtSecret));',
  ].join(' ');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir, String(startAt)]);
  return stdout;
};

describe('the token secret made in the data folder', () => {
  it('is the same for API processes that start together on a new data folder, so each accepts the tokens of the others', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'freight-secret-'));
    folders.push(dataDir);
    // Late enough for every process to have loaded on a busy machine.
    const startAt = Date.now() + 4_000;
    const secrets = await Promise.all(Array.from({ length: 6 }, () => secretOfNewProcess(dataDir, startAt)));
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(64);
    expect(new Set(secrets).size).toBe(1);
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
    expect(await secretOfNewProcess(dataDir)).toBe(secrets[0]);
  });
});
