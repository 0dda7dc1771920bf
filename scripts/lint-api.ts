import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

/*
 * npm run lint: Redocly's recommended rules over the OpenAPI document the server serves at
 * /api/docs, built by buildApp exactly as it is served. Silent when the document passes.
 *
 * No database is needed, and none is started: the pool connects lazily, and generating the document
 * runs no query. Two things do reach for the database, and both are built to survive its absence,
 * as a running server must survive an outage: the users_changed listener, which logs and retries on
 * an unref'd timer until the app closes, and the purge of expired rows on ready, which logs. The
 * document exists only after ready() (@fastify/swagger refuses before), so rather than a switch in
 * buildApp that only this script would use, the database URL names a Unix socket that cannot exist:
 * both attempts fail at once without touching the network, and the logger is silent.
 */

/** Warnings kept on purpose, each about the operations named; anything else Redocly reports fails the lint. */
const deliberate: { rule: string; paths: string[]; why: string }[] = [
  { rule: 'info-license', paths: [], why: 'the product is private: there is no licence to name' },
  {
    rule: 'operation-4xx-response',
    paths: ['/api/health', '/api/locations', '/api/islands', '/api/files/{order}/{file}'],
    why: 'public reads without input answer no 4xx; the file download streams its body, and the type provider cannot declare error bodies beside a stream',
  },
];

type Problem = { ruleId: string; severity: string; message: string; location: { pointer?: string }[] };

const pointerOf = (path: string) => `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/`;

const isDeliberate = (problem: Problem) =>
  deliberate.some(
    ({ rule, paths }) =>
      rule === problem.ruleId && (paths.length === 0 || problem.location.some(({ pointer }) => paths.some((path) => pointer?.startsWith(pointerOf(path))))),
  );

const folder = mkdtempSync(join(tmpdir(), 'api-doc-'));
try {
  const config = loadConfig({ DATA_DIR: folder, APP_DIR: folder, JWT_SECRET: 'only-for-the-api-document-no-token-is-signed', LOG_LEVEL: 'silent' });
  const app = await buildApp({ ...config, databaseUrl: `postgres://lint@localhost/none?host=${join(folder, 'no-socket')}` });
  await app.ready();
  const document = join(folder, 'openapi.json');
  writeFileSync(document, JSON.stringify(app.swagger()));
  await app.close();

  const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  const lint = spawnSync(process.execPath, [cli, 'lint', document, '--extends', 'recommended', '--format', 'json', '--max-problems', '10000'], { encoding: 'utf8' });
  let problems: Problem[];
  try {
    problems = (JSON.parse(lint.stdout) as { problems: Problem[] }).problems;
  } catch {
    throw new Error(`redocly lint gave no report:\n${lint.stdout}${lint.stderr}`);
  }
  const unexpected = problems.filter((problem) => !isDeliberate(problem));
  if (unexpected.length > 0) {
    console.error(`The OpenAPI document of /api/docs has ${unexpected.length} problem(s) (npx redocly lint --extends recommended):`);
    for (const { severity, ruleId, message, location } of unexpected) console.error(`  ${severity} ${ruleId}: ${message} at ${location[0]?.pointer ?? '?'}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
