import type { TestProject } from 'vitest/node';
import { startProductServer } from './product-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One product server with the demo data for all browser tests. */
export default async function setup(project: TestProject) {
  const server = await startProductServer({ DEMO: '1' });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
