import { spawn } from 'node:child_process';

/**
 * The URL without its password, which goes to the tool in PGPASSWORD: a password on the command
 * line is readable by anyone on the machine (ps), and would be in an error message that quotes it.
 */
const connectionFor = (url: string) => {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { uri: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
};

/** Runs pg_dump or pg_restore, against `url` unless null; rejects with the tool's own message when it fails. */
export const runPgTool = (tool: 'pg_dump' | 'pg_restore', url: string | null, args: readonly string[]) =>
  new Promise<void>((resolve, reject) => {
    const connection = url ? connectionFor(url) : { uri: null, env: {} };
    const target = connection.uri ? ['--dbname', connection.uri] : [];
    const child = spawn(tool, [...args, ...target], { env: { ...process.env, ...connection.env }, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${tool} is not installed: on Debian, apt-get install postgresql-client-15.`) : error),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${errors.trim()}`))));
  });
