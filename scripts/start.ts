import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { precompress } from './precompress';

/** Newest modification time under the given paths, so the app is rebuilt only when its sources changed. */
const newest = (paths: string[]): number =>
  Math.max(
    0,
    ...paths.filter(existsSync).map((path) => {
      const stat = statSync(path);
      if (!stat.isDirectory()) return stat.mtimeMs;
      return newest(readdirSync(path).map((name) => join(path, name)));
    }),
  );

// APP_DIR lets a test run build and serve its own copy, so parallel runs never swap files mid-test.
const appDir = process.env.APP_DIR || 'dist';
const built = join(appDir, 'index.html');
const sources = ['src/app', 'src/domain', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
if (!existsSync(built) || newest(sources) > statSync(built).mtimeMs) {
  console.log('Building the app…');
  // A NODE_ENV inherited from a test runner ('test') would give a development build of React.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npx', ['vite', 'build', '--outDir', appDir, '--emptyOutDir'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await precompress(appDir);
}

await import('../src/server/main');
