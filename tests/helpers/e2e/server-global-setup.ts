import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProductServer } from './product-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    appDir: string;
  }
}

/**
 * One product server with the demo data for all browser tests. The app is built into a folder
 * of this run, so a build elsewhere (npm start, another test run) never changes files under it.
 */
export default async function setup(project: TestProject) {
  const appDir = mkdtempSync(join(tmpdir(), 'freight-e2e-app-'));
  const server = await startProductServer({ DEMO: '1', APP_DIR: appDir });
  project.provide('baseUrl', server.baseUrl);
  project.provide('appDir', appDir);
  return async () => {
    await server.stop();
    rmSync(appDir, { recursive: true, force: true });
  };
}
