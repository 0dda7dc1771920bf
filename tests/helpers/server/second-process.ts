import { buildApp, type BuiltApp } from '../../../src/server/app';
import type { TestApp } from './test-app';

/**
 * Another API process on the first one's database, as behind a load balancer: its own pools, its
 * own memory, the same configuration. Closing it leaves the database to the first.
 */
export const startSecondProcess = async (first: TestApp): Promise<BuiltApp> => {
  const second = await buildApp(first.deps.config);
  await second.ready();
  return second;
};
