import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProductServer, type ProductServer } from './product-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    appDir: string;
  }
}

type SharedProduct = { started: Promise<{ server: ProductServer; appDir: string }>; users: number };

/*
 * Both browser projects (e2e and e2e-alone, tests/e2e/vitest.config.ts) name this setup, and Vitest
 * runs it once for each that has files in the run, in one process: the first call starts the
 * product and the last teardown stops it, so a run has one product whichever projects it holds.
 */
const registry = globalThis as typeof globalThis & { freightE2eProduct?: SharedProduct };

/**
 * One product server with the demo data for all browser tests. The app is built into a folder
 * of this run, so a build elsewhere (npm start, another test run) never changes files under it.
 */
const startShared = async () => {
  const appDir = mkdtempSync(join(tmpdir(), 'freight-e2e-app-'));
  const server = await startProductServer({ DEMO: '1', APP_DIR: appDir });
  return { server, appDir };
};

export default async function setup(project: TestProject) {
  const shared = (registry.freightE2eProduct ??= { started: startShared(), users: 0 });
  shared.users += 1;
  const { server, appDir } = await shared.started;
  project.provide('baseUrl', server.baseUrl);
  project.provide('appDir', appDir);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry.freightE2eProduct;
    await server.stop();
    rmSync(appDir, { recursive: true, force: true });
  };
}
